import { useState } from 'react';
import { conflictOf, type Conflict } from '@pitboss/contracts';

interface EditState<T> {
  /** The loaded value this state belongs to (a new one starts over). */
  of: T | null;
  /** What the edit is based on now: the loaded value, or the current one after a conflict. */
  basis: T | null;
  /** Its version, sent as the edit's `base`. */
  base: string | undefined;
  conflict: Conflict | null;
}

const start = <T>(loaded: T | null, versionOf: (value: T) => string): EditState<T> => ({
  of: loaded,
  basis: loaded,
  base: loaded === null ? undefined : versionOf(loaded),
  conflict: null,
});

/**
 * Optimistic concurrency for one edit (a form or an order): the `base` to send with the save,
 * the CONFLICT the gateway answered when someone saved first, and `rebase`, which makes the
 * current state (from the conflict) the new basis — for a reload that keeps the user's own edits,
 * or for a deliberate overwrite. A new `loaded` value starts over.
 */
export function useEditConflict<T>(loaded: T | null, versionOf: (value: T) => string) {
  const [state, setState] = useState<EditState<T>>(() => start(loaded, versionOf));
  let current = state;
  if (state.of !== loaded) {
    current = start(loaded, versionOf);
    setState(current);
  }
  return {
    basis: current.basis,
    base: current.base,
    conflict: current.conflict,
    /** True (and the conflict kept) when `err` is the gateway's CONFLICT answer. */
    caught(err: unknown): boolean {
      const conflict = conflictOf(err);
      if (conflict) setState((s) => ({ ...s, conflict }));
      return conflict !== null;
    },
    /** The current state becomes the basis (its version the base); it is returned. */
    rebase(): T | null {
      const conflict = current.conflict;
      if (!conflict) return current.basis;
      const basis = conflict.current as T;
      setState((s) => ({ ...s, basis, base: conflict.version, conflict: null }));
      return basis;
    },
    dismiss(): void {
      setState((s) => ({ ...s, conflict: null }));
    },
  };
}
export type EditConflict<T> = ReturnType<typeof useEditConflict<T>>;
