import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startCognitoLocal } from './cognito-local.js';
import { setupIdentity } from './setup.js';

// What this process writes (the catalogue's database, cognito-local's users and keys) is its
// owner's alone: 0600 and 0700, whatever the shell's umask.
process.umask(0o077);

const portText = process.env.COGNITO_LOCAL_PORT ?? '9229';
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`COGNITO_LOCAL_PORT must be a port number (1-65535), got "${portText}"`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.COGNITO_DATA_DIR ?? '.data/cognito');
// Where the identity file goes (default <data dir>/identity.json): Docker publishes it on a volume
// that lives only while this service runs.
const identityFile = path.resolve(
  process.env.COGNITO_IDENTITY_OUT?.trim() || path.join(dataDir, 'identity.json'),
);
let publicUrl: string | undefined;
const publicText = process.env.COGNITO_LOCAL_PUBLIC_URL?.trim();
if (publicText) {
  try {
    publicUrl = new URL(publicText).toString();
  } catch {
    console.error(
      `COGNITO_LOCAL_PUBLIC_URL must be a URL such as http://cognito:9229, got "${publicText}"`,
    );
    process.exit(1);
  }
}

await mkdir(dataDir, { recursive: true });
// A stale file from an earlier run must not be taken for this run's.
await rm(identityFile, { force: true });
let cognito;
try {
  cognito = await startCognitoLocal({ port, dataDir, publicUrl });
} catch (err) {
  console.error(`identity: cannot start cognito-local: ${(err as Error).message}`);
  process.exit(1);
}
let info;
try {
  info = await setupIdentity({
    endpoint: cognito.endpoint,
    publicEndpoint: cognito.publicEndpoint,
  });
} catch (err) {
  console.error('identity setup failed:', err);
  await cognito.stop();
  process.exit(1);
}
await mkdir(path.dirname(identityFile), { recursive: true });
// Written whole, then renamed: a reader never sees half a file.
await writeFile(`${identityFile}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
await rename(`${identityFile}.tmp`, identityFile);
console.log(
  `identity: cognito-local on ${info.endpoint}, pool ${info.userPoolId}, client ${info.clientId}; wrote ${identityFile}`,
);

const shutdown = (): void => {
  void rm(identityFile, { force: true })
    .then(() => cognito.stop())
    .then(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
