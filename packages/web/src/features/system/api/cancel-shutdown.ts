import { SYSTEM_MESSAGES } from '@pitboss/contracts';
import { api } from '../../../lib/trpc';
import { useSystemMutation } from './system-mutation';

/** Active → inactive (spec 1 §4: shutdown is cancellable). */
export const useCancelShutdown = () =>
  useSystemMutation(() => api.system.cancelShutdown.mutate(), SYSTEM_MESSAGES.cancelShutdownFailed);
