import type { ChangeAction } from '@pitboss/contracts';
import pLimit from 'p-limit';

/**
 * Work on an import request's staged backup (its submission, its preview, its approval and its
 * scheduled run) takes turns in a gateway: each reads the whole file, parses it and holds both
 * catalogues, several times the file's size (about 210 MB for a 50 MB file), so the next one
 * waits instead of adding to it and a gateway's memory holds one import's at most.
 */
const turns = pLimit(1);

/** Runs `work` in its turn when it is an import's, at once otherwise. */
export function inImportTurn<T>(action: ChangeAction, work: () => Promise<T>): Promise<T> {
  return action === 'import' ? turns(work) : work();
}
