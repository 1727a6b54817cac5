// cognito-local in a container: it listens on every address, and its tokens name the URL other
// services reach it by (http://cognito:9229 in docker-compose.yml), not localhost.
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCognitoLocal, type CognitoLocalHandle } from '../src/identity/cognito-local.js';
import { cognitoClient, setupIdentity } from '../src/identity/setup.js';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const decode = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

let cognito: CognitoLocalHandle | undefined;
let dir = '';
afterAll(async () => {
  await cognito?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('cognito-local with a public URL', () => {
  it('listens on all addresses; the identity and the tokens carry the public URL', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pitboss-cognito-public-'));
    const port = await freePort();
    // A name other than localhost for the issuer, as a container name would be.
    const publicUrl = `http://127.0.0.1:${port}`;
    cognito = await startCognitoLocal({ port, dataDir: dir, host: '0.0.0.0', publicUrl });
    expect(cognito.publicEndpoint).toBe(publicUrl);

    const identity = await setupIdentity({
      endpoint: cognito.endpoint,
      publicEndpoint: cognito.publicEndpoint,
    });
    expect(identity.endpoint).toBe(publicUrl);
    expect(identity.issuer).toBe(`${publicUrl}/${identity.userPoolId}`);
    expect(identity.jwksUri).toBe(`${publicUrl}/${identity.userPoolId}/.well-known/jwks.json`);

    const client = cognitoClient(identity.endpoint);
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: 'admin', PASSWORD: 'Admin123!' },
      }),
    );
    client.destroy();
    const token = out.AuthenticationResult?.AccessToken ?? '';
    expect(decode(token).iss).toBe(identity.issuer);
    const keys = await fetch(identity.jwksUri);
    expect(keys.status).toBe(200);

    // Listening on every address: 127.0.0.2 is not the address the public URL names, and it
    // answers only when the server is bound to all of them (a loopback address: no probe leaves
    // the machine).
    const elsewhere = await fetch(
      `http://127.0.0.2:${port}/${identity.userPoolId}/.well-known/jwks.json`,
      {
        signal: AbortSignal.timeout(10_000),
      },
    );
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toEqual(await (await fetch(identity.jwksUri)).json());
  }, 60_000);
});
