// @vitest-environment happy-dom
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  orderVersion,
  type Conflict,
  type Provider,
} from '@pitboss/contracts';
import {
  WAIT,
  fakeGatewayForFile,
  ok,
  renderWithGateway,
  theirSave,
} from '../../../../test/fake-gateway';
import { orderingOf, type Ordering } from '../lib/ordering';
import { ProviderOrderMode } from './provider-order-mode';

// No relay here: presence and change notices ride a socket that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: () => undefined,
    off: () => undefined,
    emit: () => undefined,
    disconnect: () => undefined,
  }),
}));

const gateway = fakeGatewayForFile();

const provider = (id: string, displayName: string): Provider => ({
  id,
  displayName,
  description: '',
  slug: displayName.toLowerCase(),
  imageUrl: null,
  live: true,
  archived: false,
  unedited: false,
  orderHint: 0,
  createdAt: null,
  updatedAt: null,
});
const [a, b, c] = [provider('1', 'Alpha'), provider('2', 'Beta'), provider('3', 'Gamma')];

// as loaded: Alpha, Beta, Gamma; the user has moved Beta to the top
const loaded = orderingOf({ items: [a, b, c] });
// meanwhile Ada moved Gamma above Beta
const current = ['1', '3', '2'];
const conflict: Conflict = theirSave(current);
const conflictError = () =>
  TRPCClientError.from({
    error: { message: M.conflict, code: -32009, data: { code: 'CONFLICT', conflict } },
  });

function openOrderMode(onSave: (before: string[], ids: string[], base?: string) => Promise<void>) {
  function Screen() {
    const [ordering, setOrdering] = useState<Ordering>({ ...loaded, ids: ['2', '1', '3'] });
    return (
      <ProviderOrderMode
        ordering={ordering}
        onChange={(change) => setOrdering((o) => ({ ...o, ...change }))}
        onSave={onSave}
        onCancel={() => undefined}
        saving={false}
      />
    );
  }
  gateway.answer({ 'auth.me': () => ok(null) });
  renderWithGateway(<Screen />);
  fireEvent.click(screen.getByRole('button', { name: /Save Order/ }));
  return screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
}

describe("the providers' order and another curator", { timeout: 60_000 }, () => {
  it('saves on the version it loaded; a CONFLICT says who and when; Reload re-applies the moves on theirs', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(conflictError()).mockResolvedValue(undefined);
    const dialog = await openOrderMode(onSave);
    expect(onSave).toHaveBeenNthCalledWith(1, ['1', '2', '3'], ['2', '1', '3'], loaded.version);
    expect(loaded.version).toBe(orderVersion(['1', '2', '3']));
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(within(dialog).getByRole('row', { name: /Gamma/ }).textContent).toContain('#2');

    gateway.answer({ 'providers.listAllForOrdering': () => ok({ items: [a, c, b] }) });
    fireEvent.click(within(dialog).getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);

    fireEvent.click(screen.getByRole('button', { name: /Save Order/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2), WAIT);
    // Beta stays where the user put it, Gamma's move is kept, on the current version
    expect(onSave).toHaveBeenNthCalledWith(2, current, ['2', '1', '3'], conflict.version);
  });

  it("Overwrite saves the user's order on the conflict's version", async () => {
    const onSave = vi.fn().mockRejectedValueOnce(conflictError()).mockResolvedValue(undefined);
    const dialog = await openOrderMode(onSave);
    fireEvent.click(within(dialog).getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2), WAIT);
    expect(onSave).toHaveBeenNthCalledWith(2, current, ['2', '1', '3'], conflict.version);
  });
});
