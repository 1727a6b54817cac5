import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startCognitoLocal } from './cognito-local.js';
import { setupIdentity } from './setup.js';

const portText = process.env.COGNITO_LOCAL_PORT ?? '9229';
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`COGNITO_LOCAL_PORT must be a port number (1-65535), got "${portText}"`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.COGNITO_DATA_DIR ?? '.data/cognito');

await mkdir(dataDir, { recursive: true });
let cognito;
try {
  cognito = await startCognitoLocal({ port, dataDir });
} catch (err) {
  console.error(`identity: cannot start cognito-local: ${(err as Error).message}`);
  process.exit(1);
}
let info;
try {
  info = await setupIdentity({ endpoint: cognito.endpoint });
} catch (err) {
  console.error('identity setup failed:', err);
  await cognito.stop();
  process.exit(1);
}
const identityFile = path.join(dataDir, 'identity.json');
await writeFile(identityFile, `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `identity: cognito-local on ${info.endpoint}, pool ${info.userPoolId}, client ${info.clientId}; wrote ${identityFile}`,
);

const shutdown = (): void => {
  void cognito.stop().then(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
