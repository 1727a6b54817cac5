import { inject } from 'vitest';

export const gatewayUrl = (): string => inject('gatewayUrl');
export const ADMIN = { username: 'admin', password: 'Admin123!' } as const;

export interface SandboxRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/** The sandbox's test surface: what it received (API.md "Test-only control surface"). */
export const sandbox = {
  async requests(path: string): Promise<SandboxRequest[]> {
    const res = await fetch(
      `${inject('adminApiUrl')}/__sandbox/requests?path=${encodeURIComponent(path)}`,
    );
    return ((await res.json()) as { requests: SandboxRequest[] }).requests;
  },
  async forget(): Promise<void> {
    await fetch(`${inject('adminApiUrl')}/__sandbox/requests`, { method: 'DELETE' });
  },
};

/** A Cognito access token of the seeded pool (as an integrator gets one from the casino's pool). */
export async function accessToken(username = 'admin', password = 'Admin123!'): Promise<string> {
  const identity = inject('identity');
  const res = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`no access token for ${username}: ${JSON.stringify(body)}`);
  return token;
}
