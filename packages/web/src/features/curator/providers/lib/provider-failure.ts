import { PROVIDER_MESSAGES } from '@pitboss/contracts';
import { isApiError } from '../../../../lib/trpc';

/**
 * The headline of a failed provider action: 'Provider not found' when the admin API no longer
 * has it (deleted meanwhile, by someone else), else the action's own failure text.
 */
export function providerFailure(err: unknown, fallback: string): string {
  return isApiError(err) && err.data?.code === 'NOT_FOUND' ? PROVIDER_MESSAGES.notFound : fallback;
}
