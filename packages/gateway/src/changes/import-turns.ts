import type { ChangeAction } from '@pitboss/contracts';
import pLimit from 'p-limit';

/**
 * Work on an import request's staged backup (its submission, its preview, its approval and its
 * scheduled run) takes turns in a gateway: each reads the whole file, parses it and holds both
 * catalogues, several times the file's size (two 50 MB imports at once peak near 500 MB under a
 * 512 MiB limit, three stop the gateway), so the next one waits instead of adding to it.
 */
const turns = pLimit(1);

/** Runs `work` in its turn when it is an import's, at once otherwise. */
export function inImportTurn<T>(action: ChangeAction, work: () => Promise<T>): Promise<T> {
  return action === 'import' ? turns(work) : work();
}
