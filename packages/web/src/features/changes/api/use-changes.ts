import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Trpc } from '../../../lib/trpc-query';
import { useTRPC, useTrpcMutation } from '../../../lib/trpc-query';

export type ChangesView = 'pending' | 'scheduled' | 'history';

export const changesListOptions = (trpc: Trpc, view: ChangesView, page: number) =>
  trpc.changeRequests.list.queryOptions(
    { status: view === 'history' ? 'history' : view, page, limit: 20 },
    { placeholderData: keepPreviousData },
  );

export const useChangesList = (view: ChangesView, page: number) =>
  useQuery(changesListOptions(useTRPC(), view, page));

/** One request with its preview (computed by the gateway when asked). */
export const useChangeRequest = (id: string | null) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.changeRequests.get.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
  });
};

const refresh = (trpc: Trpc) => [trpc.changeRequests.pathFilter(), trpc.publishes.pathFilter()];

export const useApproveChange = () =>
  useTrpcMutation((trpc) => trpc.changeRequests.approve.mutationOptions(), refresh);
export const useRejectChange = () =>
  useTrpcMutation((trpc) => trpc.changeRequests.reject.mutationOptions(), refresh);
export const useCancelChange = () =>
  useTrpcMutation((trpc) => trpc.changeRequests.cancel.mutationOptions(), refresh);

/** The signed-in user's name (seeded at sign-in): whose requests are whose. */
export const useMyUsername = () => {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: Infinity })).data?.user
    ?.username;
};
