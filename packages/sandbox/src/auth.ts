import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { cognitoClient } from './identity/setup.js';
import { HttpError } from './lib/http.js';

export interface IdentityConfig {
  issuer: string;
  jwksUri: string;
  /** cognito-local's endpoint, used for GetUser (role lookup). */
  endpoint: string;
  region?: string;
}

export interface VerifiedUser {
  sub: string;
  username: string;
  exp: number;
}

export interface UserProfile {
  username: string;
  userId: string;
  role: string | null;
  isAdmin: boolean;
  attributes: Record<string, string>;
}

const ADMIN_ROLES = new Set(['admin', 'Administrator']);

export class Authenticator {
  private readonly verifier;
  private readonly profiles = new Map<string, { profile: UserProfile; exp: number }>();
  private readonly client;
  private jwksLoaded: Promise<void> | null = null;

  constructor(private readonly identity: IdentityConfig) {
    this.verifier = JwtVerifier.create({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) =>
        validateCognitoJwtFields(payload, { tokenUse: 'access', clientId: null }),
    });
    this.client = cognitoClient(identity.endpoint, identity.region);
  }

  /**
   * aws-jwt-verify's built-in fetcher speaks https only, and cognito-local serves its JWKS over
   * http: fetch it ourselves and hand it to the verifier's cache (retried on failure).
   */
  private ensureJwks(): Promise<void> {
    this.jwksLoaded ??= (async () => {
      const res = await fetch(this.identity.jwksUri, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
      this.verifier.cacheJwks((await res.json()) as Parameters<typeof this.verifier.cacheJwks>[0]);
    })().catch((err: unknown) => {
      this.jwksLoaded = null;
      throw err;
    });
    return this.jwksLoaded;
  }

  /** Verifies an access token; null when it is missing, malformed, expired or not ours. */
  async verify(token: string | undefined): Promise<VerifiedUser | null> {
    if (!token) return null;
    try {
      await this.ensureJwks();
    } catch {
      throw new HttpError(503, 'Identity service unavailable');
    }
    try {
      const payload: JwtPayload = await this.verifier.verify(token);
      return {
        sub: String(payload.sub),
        username: typeof payload.username === 'string' ? payload.username : String(payload.sub),
        exp: typeof payload.exp === 'number' ? payload.exp : 0,
      };
    } catch {
      return null;
    }
  }

  /** Looks up the user's attributes with GetUser (cached per token for its life). */
  async profile(token: string, user: VerifiedUser): Promise<UserProfile> {
    const cached = this.profiles.get(token);
    if (cached && cached.exp * 1000 > Date.now()) return cached.profile;
    const out = await this.client.send(new GetUserCommand({ AccessToken: token }));
    const attributes: Record<string, string> = {};
    for (const a of out.UserAttributes ?? [])
      if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
    const role = attributes['custom:role'] ?? attributes.role ?? null;
    const profile: UserProfile = {
      username: out.Username ?? user.username,
      userId: attributes.sub ?? user.sub,
      role,
      isAdmin: role !== null && ADMIN_ROLES.has(role),
      attributes,
    };
    if (this.profiles.size > 1000) this.profiles.clear();
    this.profiles.set(token, { profile, exp: user.exp });
    return profile;
  }

  close(): void {
    this.client.destroy();
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}
