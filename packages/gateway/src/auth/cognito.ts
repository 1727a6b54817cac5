import { createHmac } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoConfig } from '../config.js';

export interface CognitoTokens {
  accessToken: string;
  idToken: string | undefined;
  /** Absent on REFRESH_TOKEN_AUTH answers: the old refresh token stays valid. */
  refreshToken: string | undefined;
  /** When the access token expires (from ExpiresIn). */
  expiresAt: Date;
}

export type InitiateResult =
  | { kind: 'tokens'; tokens: CognitoTokens }
  | { kind: 'challenge'; challengeName: string; session: string | undefined };

/** The Cognito calls the gateway makes, with SECRET_HASH when the app client has a secret. */
export class CognitoAuth {
  readonly client: CognitoIdentityProviderClient;

  constructor(private readonly config: CognitoConfig) {
    this.client = new CognitoIdentityProviderClient({
      region: config.region,
      maxAttempts: 3,
      ...(config.endpoint
        ? {
            endpoint: config.endpoint,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    });
  }

  private secretHash(username: string): string | undefined {
    const secret = this.config.clientSecret;
    if (!secret) return undefined;
    return createHmac('sha256', secret)
      .update(username + this.config.clientId)
      .digest('base64');
  }

  private withSecret(username: string, params: Record<string, string>): Record<string, string> {
    const hash = this.secretHash(username);
    return hash ? { ...params, SECRET_HASH: hash } : params;
  }

  private static tokens(result: AuthenticationResultType | undefined): CognitoTokens {
    if (!result?.AccessToken) throw new Error('Cognito answered without tokens');
    return {
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
      expiresAt: new Date(Date.now() + (result.ExpiresIn ?? 3600) * 1000),
    };
  }

  async passwordAuth(username: string, password: string): Promise<InitiateResult> {
    const out = await this.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: this.config.clientId,
        AuthParameters: this.withSecret(username, { USERNAME: username, PASSWORD: password }),
      }),
    );
    if (out.ChallengeName)
      return { kind: 'challenge', challengeName: out.ChallengeName, session: out.Session };
    return { kind: 'tokens', tokens: CognitoAuth.tokens(out.AuthenticationResult) };
  }

  async completeNewPassword(
    username: string,
    session: string,
    newPassword: string,
  ): Promise<InitiateResult> {
    const out = await this.client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: this.config.clientId,
        Session: session,
        ChallengeResponses: this.withSecret(username, {
          USERNAME: username,
          NEW_PASSWORD: newPassword,
        }),
      }),
    );
    if (out.ChallengeName)
      return { kind: 'challenge', challengeName: out.ChallengeName, session: out.Session };
    return { kind: 'tokens', tokens: CognitoAuth.tokens(out.AuthenticationResult) };
  }

  /** REFRESH_TOKEN_AUTH; `username` is the token's `username` claim (for SECRET_HASH). */
  async refresh(username: string, refreshToken: string): Promise<CognitoTokens> {
    const out = await this.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: this.config.clientId,
        AuthParameters: this.withSecret(username, { REFRESH_TOKEN: refreshToken }),
      }),
    );
    return CognitoAuth.tokens(out.AuthenticationResult);
  }

  async revoke(refreshToken: string): Promise<void> {
    await this.client.send(
      new RevokeTokenCommand({
        ClientId: this.config.clientId,
        Token: refreshToken,
        ...(this.config.clientSecret ? { ClientSecret: this.config.clientSecret } : {}),
      }),
    );
  }

  /** The user's attributes as a name → value record. */
  async getUser(
    accessToken: string,
  ): Promise<{ username: string; attributes: Record<string, string> }> {
    const out = await this.client.send(new GetUserCommand({ AccessToken: accessToken }));
    const attributes: Record<string, string> = {};
    for (const a of out.UserAttributes ?? []) {
      if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
    }
    return { username: out.Username ?? '', attributes };
  }

  destroy(): void {
    this.client.destroy();
  }
}
