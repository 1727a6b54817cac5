import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { upstreamUserSchema } from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { SEEDED_USERS, cognitoClient, setupIdentity } from '../src/identity/setup.js';
import { api, conforms, env } from './helpers.js';

const decode = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('local identity', () => {
  it('issues access tokens from http://localhost:<port>/<poolId>', () => {
    const claims = decode(env.adminToken);
    expect(claims.iss).toBe(env.identity.issuer);
    expect(env.identity.issuer).toMatch(/^http:\/\/localhost:\d+\/local_\w+$/);
    expect(claims.token_use).toBe('access');
    expect(claims.username).toBe('admin');
    expect(env.identity.jwksUri).toBe(`${env.identity.issuer}/.well-known/jwks.json`);
  });

  it('asks newhire for a new password', async () => {
    const client = cognitoClient(env.identity.endpoint);
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.identity.clientId,
        AuthParameters: { USERNAME: 'newhire', PASSWORD: SEEDED_USERS.newhire.password },
      }),
    );
    client.destroy();
    expect(out.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(out.Session).toBeTruthy();
  });

  it('is idempotent: a second setup finds the same pool and client', async () => {
    const again = await setupIdentity({ endpoint: env.identity.endpoint });
    expect(again).toEqual(env.identity);
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a garbage token and with a tampered token', async () => {
    for (const token of [null, 'not-a-jwt', `${env.adminToken.slice(0, -4)}AAAA`]) {
      const r = await api('GET', '/groups/all', { token });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ message: 'Unauthorized' });
    }
    const r = await fetch(`${env.baseUrl}/groups/all`, {
      headers: { authorization: `Basic ${env.adminToken}` },
    });
    expect(r.status).toBe(401);
  });

  it('POST /auth/validate: 200 with the user for an admin', async () => {
    const r = await api('POST', '/auth/validate');
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(true);
    const user = conforms(upstreamUserSchema, r.body.user);
    expect(user).toMatchObject({
      username: 'admin',
      isAdmin: true,
      role: 'admin',
      displayName: 'Ada Admin',
      email: 'admin@pitboss.local',
    });
  });

  it('POST /auth/validate with an empty JSON body works too', async () => {
    const r = await api('POST', '/auth/validate', { raw: '' });
    expect(r.status).toBe(200);
  });

  it('POST /auth/validate: 403 for a non-admin', async () => {
    const r = await api('POST', '/auth/validate', { token: env.viewerToken });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ message: 'Forbidden: admin privileges required' });
  });

  it('POST /auth/validate: 401 without a token', async () => {
    expect((await api('POST', '/auth/validate', { token: null })).status).toBe(401);
  });

  it('public routes need no token: liveness, demo page, images', async () => {
    expect((await api('GET', '/healthz', { token: null })).status).toBe(200);
    const img = await fetch(`${env.baseUrl}/images/placeholder/slot/1.png`);
    expect(img.status).toBe(200);
  });

  it('unknown routes answer 404 with a message', async () => {
    const r = await api('GET', '/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body.message).toContain('not found');
  });
});
