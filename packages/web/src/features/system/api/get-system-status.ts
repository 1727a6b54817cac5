import { useQuery } from '@tanstack/react-query';
import { SYSTEM } from '@pitboss/contracts';
import { useTRPC, type Trpc } from '../../../lib/trpc-query';

export const statusOptions = (trpc: Trpc, visible = false) =>
  trpc.system.status.queryOptions(undefined, {
    refetchInterval: visible ? SYSTEM.statusRefreshMs : false,
    refetchIntervalInBackground: false,
    // back to a tab after a while: refresh at once if the answer is older than 30 s
    refetchOnWindowFocus: true,
    staleTime: SYSTEM.statusRefreshMs,
  });

/**
 * `system.status` (health ready + system health + maintenance + shutdown in one answer),
 * refreshed every 30 s while the panel is visible.
 */
export function useSystemStatus({ visible }: { visible: boolean }) {
  return useQuery(statusOptions(useTRPC(), visible));
}
