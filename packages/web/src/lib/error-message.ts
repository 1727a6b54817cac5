import { conflictNotice, conflictOf } from '@pitboss/contracts';
import { serverMessage } from './trpc';

/**
 * The message to show for a failure: for a CONFLICT, who changed it and when (as the conflict
 * dialog says it); else the server's own text, else the caller's fallback.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const conflict = conflictOf(err); // a procedure's CONFLICT, or an upload's (`UploadError`)
  if (conflict) return conflictNotice(conflict);
  return serverMessage(err, fallback);
}
