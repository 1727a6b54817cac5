import { api } from '../../../lib/trpc';

/** The gateway's typed tRPC client (catalogue procedures: slots, groups, providers, catalogue). */
export const curatorApi = api;

/** Every curator query key starts here, so another user's change can refresh them all. */
export const curatorKeys = {
  all: ['curator'] as const,
  slots: ['curator', 'slots'] as const,
  groups: ['curator', 'groups'] as const,
  providers: ['curator', 'providers'] as const,
  publishChanges: ['curator', 'publish-changes'] as const,
};
