import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';

export const POOL_NAME = 'pitboss';
export const CLIENT_NAME = 'pitboss-gateway';

export interface IdentityInfo {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
}

export interface SeededUser {
  username: string;
  password: string;
  /** true: the password is temporary, so signing in answers NEW_PASSWORD_REQUIRED. */
  temporary: boolean;
  role: 'admin' | 'viewer';
  attributes: { name: string; given_name: string; family_name: string; email: string };
}

export const SEEDED_USERS = {
  admin: {
    username: 'admin',
    password: 'Admin123!',
    temporary: false,
    role: 'admin',
    attributes: {
      name: 'Ada Admin',
      given_name: 'Ada',
      family_name: 'Admin',
      email: 'admin@pitboss.local',
    },
  },
  // A second administrator, so one person can try both sides of a change request.
  reviewer: {
    username: 'reviewer',
    password: 'Reviewer123!',
    temporary: false,
    role: 'admin',
    attributes: {
      name: 'Rita Reviewer',
      given_name: 'Rita',
      family_name: 'Reviewer',
      email: 'reviewer@pitboss.local',
    },
  },
  newhire: {
    username: 'newhire',
    password: 'Welcome123!',
    temporary: true,
    role: 'admin',
    attributes: {
      name: 'Nina Newhire',
      given_name: 'Nina',
      family_name: 'Newhire',
      email: 'newhire@pitboss.local',
    },
  },
  viewer: {
    username: 'viewer',
    password: 'Viewer123!',
    temporary: false,
    role: 'viewer',
    attributes: {
      name: 'Victor Viewer',
      given_name: 'Victor',
      family_name: 'Viewer',
      email: 'viewer@pitboss.local',
    },
  },
} as const satisfies Record<string, SeededUser>;

export interface SetupIdentityOptions {
  /** Where the set-up calls go. */
  endpoint: string;
  /**
   * Where the gateway and the sandbox reach cognito-local, written into the identity (default:
   * endpoint). Must match cognito-local's issuer domain (startCognitoLocal's publicUrl).
   */
  publicEndpoint?: string;
  region?: string;
}

/** An SDK client for cognito-local (which ignores credentials, so dummy ones are used). */
export function cognitoClient(
  endpoint: string,
  region = 'eu-central-1',
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function userAttributes(user: SeededUser): AttributeType[] {
  return [
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
    { Name: 'email_verified', Value: 'true' },
    { Name: 'custom:role', Value: user.role },
  ];
}

async function ensureUser(
  client: CognitoIdentityProviderClient,
  poolId: string,
  user: SeededUser,
): Promise<void> {
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
  } catch (err) {
    if (
      err instanceof UserNotFoundException ||
      (err as { name?: string }).name === 'UserNotFoundException'
    ) {
      exists = false;
    } else {
      throw err;
    }
  }
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: user.username,
        TemporaryPassword: user.password,
        MessageAction: 'SUPPRESS',
        UserAttributes: userAttributes(user),
      }),
    );
  } else {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolId,
        Username: user.username,
        UserAttributes: userAttributes(user),
      }),
    );
  }
  // Permanent users get their password confirmed; the temporary one is reset to its
  // temporary password on every setup, so the Set New Password screen can be shown again.
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: user.username,
      Password: user.password,
      Permanent: !user.temporary,
    }),
  );
}

/**
 * Idempotent: finds or creates the `pitboss` pool and the `pitboss-gateway` client, and
 * makes sure the three seeded users exist with their passwords and roles.
 */
export async function setupIdentity(options: SetupIdentityOptions): Promise<IdentityInfo> {
  const region = options.region ?? 'eu-central-1';
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const client = cognitoClient(endpoint, region);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          UsernameAttributes: [],
          Schema: [{ Name: 'role', AttributeDataType: 'String', Mutable: true }],
        }),
      );
      userPoolId = created.UserPool?.Id;
      if (!userPoolId) throw new Error('CreateUserPool returned no pool id');
    }

    const clients = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    let clientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
    if (!clientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      clientId = created.UserPoolClient?.ClientId;
      if (!clientId) throw new Error('CreateUserPoolClient returned no client id');
    }

    for (const user of Object.values(SEEDED_USERS)) {
      await ensureUser(client, userPoolId, user);
    }

    const publicEndpoint = (options.publicEndpoint ?? endpoint).replace(/\/+$/, '');
    const issuer = `${publicEndpoint}/${userPoolId}`;
    return {
      endpoint: publicEndpoint,
      region,
      userPoolId,
      clientId,
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
    };
  } finally {
    client.destroy();
  }
}
