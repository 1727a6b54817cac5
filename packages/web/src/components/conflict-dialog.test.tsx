// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONCURRENCY_MESSAGES as M, versionOf, type Conflict } from '@pitboss/contracts';
import { fieldRows, moveRows } from '../lib/conflict-rows';
import { useEditConflict } from '../lib/use-edit-conflict';
import { ConflictDialog } from './conflict-dialog';

afterEach(cleanup);

const slot = {
  id: '7',
  title: 'Starburst',
  description: 'Old',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const theirs = { ...slot, description: 'Theirs', updatedAt: '2026-03-01T11:58:00.000Z' };
const conflict: Conflict = {
  version: versionOf(theirs),
  current: theirs,
  changedBy: { username: 'ada', displayName: 'Ada Admin' },
  changedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
};
/** The error the typed client throws for the gateway's CONFLICT answer. */
const conflictError = () =>
  TRPCClientError.from({
    error: { message: M.conflict, code: -32009, data: { code: 'CONFLICT', conflict } },
  });

describe('the conflict dialog', () => {
  it('says who changed it and when, shows the difference, and offers Reload and Overwrite', () => {
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    render(
      <ConflictDialog
        conflict={conflict}
        kind="fields"
        rows={fieldRows(slot, theirs)}
        onReload={onReload}
        onOverwrite={onOverwrite}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: M.dialogTitle });
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    const row = screen.getByRole('row', { name: /Description/ });
    expect(row.textContent).toBe('DescriptionOldTheirs');
    // bookkeeping fields are not a difference a curator needs to see
    expect(screen.queryByRole('row', { name: /Updated at/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.reload }));
    fireEvent.click(screen.getByRole('button', { name: M.overwrite }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onOverwrite).toHaveBeenCalledOnce();
  });

  it('lists the moved items of an order by name', () => {
    const names: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };
    expect(moveRows(['a', 'b', 'c'], ['b', 'a', 'c'], (id) => names[id])).toEqual([
      { label: 'Beta', was: '#2', now: '#1' },
      { label: 'Alpha', was: '#1', now: '#2' },
    ]);
  });
});

describe('an edit and its base', () => {
  it('is based on the version of what was loaded', () => {
    const { result } = renderHook(() => useEditConflict(slot, versionOf));
    expect(result.current.base).toBe(`u:${slot.updatedAt}`);
    expect(result.current.conflict).toBeNull();
  });

  it('keeps a CONFLICT answer, and nothing else', () => {
    const { result } = renderHook(() => useEditConflict(slot, versionOf));
    let caught = false;
    act(() => {
      caught = result.current.caught(new Error('Failed to update slot'));
    });
    expect(caught).toBe(false);
    act(() => {
      caught = result.current.caught(conflictError());
    });
    expect(caught).toBe(true);
    expect(result.current.conflict?.changedBy?.displayName).toBe('Ada Admin');
  });

  it('rebases on the current state: its version becomes the base, the conflict is over', () => {
    const { result } = renderHook(() => useEditConflict(slot, versionOf));
    act(() => void result.current.caught(conflictError()));
    let fresh: unknown;
    act(() => {
      fresh = result.current.rebase();
    });
    expect(fresh).toEqual(theirs);
    expect(result.current.basis).toEqual(theirs);
    expect(result.current.base).toBe(conflict.version);
    expect(result.current.conflict).toBeNull();
  });

  it('starts over for another loaded value', () => {
    const { result, rerender } = renderHook(({ loaded }) => useEditConflict(loaded, versionOf), {
      initialProps: { loaded: slot as typeof slot | null },
    });
    act(() => void result.current.caught(conflictError()));
    rerender({ loaded: theirs });
    expect(result.current.conflict).toBeNull();
    expect(result.current.base).toBe(versionOf(theirs));
  });
});
