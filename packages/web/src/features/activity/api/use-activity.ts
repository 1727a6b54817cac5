import { useQuery } from '@tanstack/react-query';
import type { AuditExportInput, AuditListInput } from '@pitboss/contracts';
import { saveFile } from '../../../lib/save-file';
import { useTRPC } from '../../../lib/trpc-query';
import { httpFailure } from '../../../lib/upload';
import { exportUrl } from '../lib/activity';

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

/**
 * The matching rows as CSV from `GET /api/audit/export` (streamed by the gateway), saved under the
 * name the gateway gives it; a refusal (bad filters, too many exports) throws with its message.
 */
export async function downloadActivity(input: AuditExportInput): Promise<string> {
  const res = await fetch(exportUrl(input), { credentials: 'same-origin' });
  if (!res.ok) throw await httpFailure(res);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'pitboss-activity.csv';
  saveFile(name, await res.blob());
  return name;
}
