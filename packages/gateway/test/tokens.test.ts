import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTokenVerifier } from '../src/auth/verifier.js';
import { call, startGateway } from './support/gateway.js';
import { freePort } from './support/ports.js';

const now = () => Math.floor(Date.now() / 1000);

interface Signer {
  key: CryptoKey;
  jwk: JWK;
}

async function signer(kid: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    key: privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

function accessClaims(issuer: string, clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    sub: 'a7c1b2d3-0000-4000-8000-000000000001',
    client_id: clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    username: 'admin',
    auth_time: now(),
    iat: now(),
    exp: now() + 3600,
    jti: crypto.randomUUID(),
    iss: issuer,
    ...overrides,
  };
}

async function sign(s: Signer, kid: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(s.key);
}

function unsigned(claims: Record<string, unknown>, kid: string): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', kid, typ: 'JWT' })}.${part(claims)}.`;
}

/** Every attack, each a token whose only fault is the one named. */
async function attacks(s: Signer, kid: string, issuer: string, clientId: string, other: Signer) {
  return {
    'forged signature': await sign(other, kid, accessClaims(issuer, clientId)),
    expired: await sign(
      s,
      kid,
      accessClaims(issuer, clientId, { iat: now() - 7200, exp: now() - 3600 }),
    ),
    'wrong issuer (another pool)': await sign(
      s,
      kid,
      accessClaims(issuer.replace(/[^/]+$/, 'local_OtherPool'), clientId),
    ),
    'wrong client_id': await sign(s, kid, accessClaims(issuer, 'another-client')),
    'ID token as access token': await sign(s, kid, {
      ...accessClaims(issuer, clientId, { token_use: 'id', aud: clientId }),
      client_id: undefined,
      'cognito:username': 'admin',
    }),
    'alg: none': unsigned(accessClaims(issuer, clientId), kid),
  };
}

describe('the verifier, trusting a key of the test (each claim check on its own)', () => {
  let jwks: FastifyInstance;
  let trusted: Signer;
  let other: Signer;
  let endpoint: string;
  const poolId = 'local_TestPool';
  const clientId = 'test-client';

  beforeAll(async () => {
    trusted = await signer('test-key');
    other = await signer('test-key');
    jwks = Fastify();
    jwks.get(`/${poolId}/.well-known/jwks.json`, async () => ({ keys: [trusted.jwk] }));
    const port = await freePort();
    await jwks.listen({ port, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await jwks?.close();
  });

  const verifier = () =>
    createTokenVerifier({
      region: 'eu-central-1',
      userPoolId: poolId,
      clientId,
      clientSecret: undefined,
      endpoint,
      issuer: `http://localhost:9229/${poolId}`,
      jwksUri: `${endpoint}/${poolId}/.well-known/jwks.json`,
    });

  it('accepts a good access token', async () => {
    const token = await sign(
      trusted,
      'test-key',
      accessClaims(`http://localhost:9229/${poolId}`, clientId),
    );
    await expect(verifier().verifyAccessToken(token)).resolves.toMatchObject({
      username: 'admin',
      clientId,
    });
  });

  it('refuses every attack', async () => {
    const v = verifier();
    const all = await attacks(
      trusted,
      'test-key',
      `http://localhost:9229/${poolId}`,
      clientId,
      other,
    );
    const reasons: Record<string, string> = {};
    for (const [name, token] of Object.entries(all)) {
      reasons[name] = await v.verifyAccessToken(token).then(
        () => 'accepted',
        (err: Error) => err.constructor.name,
      );
    }
    expect(reasons).toEqual({
      'forged signature': 'JwtInvalidSignatureError',
      expired: 'JwtExpiredError',
      'wrong issuer (another pool)': 'JwtInvalidIssuerError',
      'wrong client_id': 'CognitoJwtInvalidClientIdError',
      'ID token as access token': 'CognitoJwtInvalidTokenUseError',
      'alg: none': 'JwtParseError',
    });
  });
});

describe('a protected procedure with attack tokens against cognito-local', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 to every attack token and to no credentials', async () => {
    const identity = inject('identity');
    const mine = await signer('CognitoLocal');
    const other = await signer('CognitoLocal');
    const all = await attacks(mine, 'CognitoLocal', identity.issuer, identity.clientId, other);
    for (const [name, token] of Object.entries(all)) {
      const res = await call(app, 'query', 'auth.session', undefined, { bearer: token });
      expect(res.status, name).toBe(401);
      expect(res.body.error?.data.code, name).toBe('UNAUTHORIZED');
    }
    expect((await call(app, 'query', 'auth.session')).status).toBe(401);
    expect(
      (await call(app, 'query', 'auth.session', undefined, { bearer: 'not-a-jwt' })).status,
    ).toBe(401);
    expect(
      (await call(app, 'query', 'auth.session', undefined, { cookie: 'made-up-session-id' }))
        .status,
    ).toBe(401);
  });

  it('accepts a real admin access token as a bearer, and refuses a viewer’s', async () => {
    const { InitiateAuthCommand, CognitoIdentityProviderClient } =
      await import('@aws-sdk/client-cognito-identity-provider');
    const identity = inject('identity');
    const client = new CognitoIdentityProviderClient({
      endpoint: identity.endpoint,
      region: identity.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const tokenOf = async (username: string, password: string) =>
      (
        await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: identity.clientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        )
      ).AuthenticationResult!;
    const admin = await tokenOf('admin', 'Admin123!');
    const ok = await call(app, 'query', 'auth.session', undefined, { bearer: admin.AccessToken! });
    expect(ok.status).toBe(200);
    expect(ok.body.result?.data).toMatchObject({
      user: { username: 'admin', role: 'admin' },
      via: 'bearer',
    });

    const idAsAccess = await call(app, 'query', 'auth.session', undefined, {
      bearer: admin.IdToken!,
    });
    expect(idAsAccess.status).toBe(401);

    const viewer = await tokenOf('viewer', 'Viewer123!');
    const denied = await call(app, 'query', 'auth.session', undefined, {
      bearer: viewer.AccessToken!,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error?.message).toBe('Access denied. You do not have admin privileges.');
    client.destroy();
  });
});
