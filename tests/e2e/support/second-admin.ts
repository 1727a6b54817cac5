import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORTS } from '../../stack.js';

/**
 * A second administrator made directly in cognito-local (the seeded ones are used by other
 * suites); `suffix` keeps the username unique per run.
 */
export async function makeSecondAdmin(
  suffix: string,
  name = 'Curt Curator',
): Promise<{ username: string; password: string; name: string }> {
  const identity = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'artifacts', '.data', 'cognito', 'identity.json'),
      'utf8',
    ),
  ) as { userPoolId: string };
  const username = `curt${suffix}`;
  const password = 'Curator123!';
  const call = async (target: string, body: Record<string, unknown>) => {
    const res = await fetch(`http://localhost:${E2E_PORTS.cognito}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ UserPoolId: identity.userPoolId, Username: username, ...body }),
    });
    if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  };
  await call('AdminCreateUser', {
    TemporaryPassword: 'Temp12345!',
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'name', Value: name },
      { Name: 'email', Value: `${username}@pitboss.local` },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'custom:role', Value: 'admin' },
    ],
  });
  await call('AdminSetUserPassword', { Password: password, Permanent: true });
  return { username, password, name };
}
