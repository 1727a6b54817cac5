import type { Principal } from '../auth/auth-service.js';
import type { Services } from '../trpc/context.js';

/** What a scheduled request keeps of its approver's sign-in, sealed with the sessions' key. */
type Kept =
  { kind: 'refresh'; username: string; token: string } | { kind: 'access'; token: string };

/**
 * The approver's sign-in, sealed for a scheduled run: a session's refresh token (its own copy;
 * the run asks Cognito for a new access token), or a bearer caller's access token as it is
 * (usable until it expires).
 */
export async function sealCredential(
  services: Pick<Services, 'auth' | 'tokenCipher'>,
  principal: Principal,
): Promise<{ credential: string; credentialKeyId: string }> {
  let kept: Kept = { kind: 'access', token: principal.accessToken };
  if (principal.via === 'session' && principal.sessionIdHash) {
    const row = await services.auth.sessions.peek(principal.sessionIdHash);
    if (row) kept = { kind: 'refresh', username: row.username, token: row.refreshToken };
  }
  return {
    credential: services.tokenCipher.encrypt(JSON.stringify(kept)),
    credentialKeyId: services.tokenCipher.currentKeyId,
  };
}

/** An access token from a sealed credential; throws (with Cognito's reason) when it cannot. */
export async function accessTokenOf(
  services: Pick<Services, 'auth' | 'tokenCipher'>,
  sealed: { credential: string | null; credentialKeyId: string | null },
): Promise<string> {
  if (!sealed.credential || !sealed.credentialKeyId) throw new Error('no sign-in was kept');
  const kept = JSON.parse(
    services.tokenCipher.decrypt(sealed.credential, sealed.credentialKeyId),
  ) as Kept;
  if (kept.kind === 'access') return kept.token;
  return services.auth.accessTokenFrom(kept.username, kept.token);
}
