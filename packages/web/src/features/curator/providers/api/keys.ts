import { curatorKeys } from '../../api/client';

/** Under the curator's `providers` key, so another user's change refreshes them too. */
export const providerKeys = {
  all: curatorKeys.providers,
  page: (params: unknown) => [...curatorKeys.providers, 'page', params] as const,
  ordering: [...curatorKeys.providers, 'ordering'] as const,
};
