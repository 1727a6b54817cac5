import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '@pitboss/sandbox';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { call, sessionCookieOf } from './gateway.js';

/** Another administrator in the run's cognito-local (the seeded ones are shared by every file). */
export async function makeSecondAdmin(
  prefix: string,
): Promise<{ username: string; password: string; name: string }> {
  const identity = inject('identity');
  const cognito = cognitoClient(identity.endpoint, identity.region);
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = 'Second123!';
  const name = 'Sam Second';
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.userPoolId,
        Username: username,
        TemporaryPassword: 'Temp12345!',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'name', Value: name },
          { Name: 'email', Value: `${username}@pitboss.local` },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:role', Value: 'admin' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: identity.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  } finally {
    cognito.destroy();
  }
  return { username, password, name };
}

/** Signs a user in; the session cookie. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const { res } = await call(app, 'mutation', 'auth.login', { username, password });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return cookie;
}
