import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { CognitoConfig } from '../config.js';

interface AccessClaims {
  sub: string;
  username: string;
  clientId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenVerifier {
  /** Resolves the claims of a valid Cognito access token of our pool and client; rejects otherwise. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
}

/** cognito-local serves its JWKS over plain http, which aws-jwt-verify's https fetcher refuses. */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    // eslint-disable-next-line no-restricted-globals -- the identity service, not the admin API
    const res = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`JWKS fetch failed: ${uri} answered ${res.status}`);
    return res.arrayBuffer();
  },
};

function claims(payload: JwtPayload): AccessClaims {
  const username = typeof payload.username === 'string' ? payload.username : undefined;
  const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
  if (!payload.sub || !username || !clientId || typeof payload.exp !== 'number') {
    throw new Error('Access token lacks sub, username, client_id or exp');
  }
  return { sub: payload.sub, username, clientId, exp: payload.exp };
}

/**
 * A real pool: `CognitoJwtVerifier` (tokenUse access, clientId). Local mode (cognito-local, whose
 * pool ids `CognitoJwtVerifier` rejects): a `JwtVerifier` for the cognito-local issuer and JWKS,
 * with `validateCognitoJwtFields` checking token_use and client_id.
 */
export function createTokenVerifier(config: CognitoConfig): TokenVerifier {
  if (config.endpoint === undefined) {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      tokenUse: 'access',
      clientId: config.clientId,
    });
    return { verifyAccessToken: async (token) => claims(await verifier.verify(token)) };
  }
  const verifier = JwtVerifier.create(
    {
      issuer: config.issuer,
      audience: null,
      jwksUri: config.jwksUri,
      customJwtCheck: ({ payload }) =>
        validateCognitoJwtFields(payload, { tokenUse: 'access', clientId: config.clientId }),
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return { verifyAccessToken: async (token) => claims(await verifier.verify(token)) };
}
