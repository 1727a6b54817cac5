import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditExportInput, AuditListInput } from '@pitboss/contracts';
import { useFreshRead } from '../../../lib/use-fresh-read';
import { useTRPC } from '../../../lib/trpc-query';

const ACTIVITY_PAGE_SIZE = 20;

/** One page of the audit trail, filtered and paged on the server. */
export function useActivity(input: Omit<AuditListInput, 'limit'>) {
  const trpc = useTRPC();
  return useQuery(
    trpc.audit.list.queryOptions(
      { ...input, limit: ACTIVITY_PAGE_SIZE },
      { placeholderData: (prev) => prev },
    ),
  );
}

/** `audit.export`: every matching row as CSV, fetched when asked (never cached). */
export function useActivityExport() {
  const trpc = useTRPC();
  const read = useFreshRead();
  return useCallback(
    (input: AuditExportInput) => read(trpc.audit.export.queryOptions(input)),
    [trpc, read],
  );
}
