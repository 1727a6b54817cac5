import { useQuery } from '@tanstack/react-query';
import type { ChangeAction } from '@pitboss/contracts';
import { useTRPC, useTrpcMutation } from './trpc-query';

/** The pending and scheduled counts, and the actions that need approval on this deployment. */
export function useChangeCounts() {
  const trpc = useTRPC();
  return useQuery(trpc.changeRequests.counts.queryOptions(undefined, { staleTime: 30_000 }));
}

/**
 * Whether an action goes through a change request here (`APPROVALS_REQUIRED`); false until the
 * gateway has said (the direct call is refused in the action's words if that was wrong).
 */
export function useApprovalRequired(action: ChangeAction): boolean {
  return useChangeCounts().data?.required.includes(action) ?? false;
}

/** `changeRequests.submit`; the Changes lists and count refresh after it. */
export function useSubmitChange() {
  return useTrpcMutation(
    (trpc) => trpc.changeRequests.submit.mutationOptions(),
    (trpc) => [trpc.changeRequests.pathFilter()],
  );
}
