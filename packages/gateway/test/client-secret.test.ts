import { CreateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '@pitboss/sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';

/** An app client with a secret: SECRET_HASH on sign-in and refresh, ClientSecret on revoke. */
describe('an app client with a secret', () => {
  let app: FastifyInstance;
  let clientId: string;
  beforeAll(async () => {
    const identity = inject('identity');
    const cognito = cognitoClient(identity.endpoint, identity.region);
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: identity.userPoolId,
        ClientName: 'pitboss-gateway-secret',
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    cognito.destroy();
    clientId = created.UserPoolClient!.ClientId!;
    app = await startGateway({
      COGNITO_CLIENT_ID: clientId,
      COGNITO_CLIENT_SECRET: created.UserPoolClient!.ClientSecret ?? 'local-secret',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in, refreshes and signs out', async () => {
    const login = await call(app, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login.res);
    const [before] = await app.database.db.select().from(sessions);
    await app.database.db.update(sessions).set({ accessExpiresAt: new Date() });
    expect((await call(app, 'query', 'auth.session', undefined, { cookie })).status).toBe(200);
    const [after] = await app.database.db.select().from(sessions);
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(
      (await call(app, 'mutation', 'auth.logout', undefined, { cookie })).body.result?.data,
    ).toEqual({
      signedOut: true,
    });
  });
});
