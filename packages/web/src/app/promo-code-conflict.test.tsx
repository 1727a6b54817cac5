// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONCURRENCY_MESSAGES as M, versionOf, type PromoCode } from '@pitboss/contracts';
import {
  WAIT,
  conflictAnswer,
  fakeGatewayForFile,
  ok,
  openScreen,
  theirSave,
} from '../test/fake-gateway';

// No relay here: the screen's change-notice socket is one that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const CODE: PromoCode = {
  id: 'c1',
  code: 'WELCOME10',
  reward: 10,
  currency: 'USD',
  maxGlobalUses: null,
  validFrom: null,
  validUntil: null,
  metadata: { campaign: 'Spring', type: null },
  deletedAt: null,
  active: true,
};
/** The code as another user saved it: a new campaign. */
const THEIRS: PromoCode = { ...CODE, metadata: { campaign: 'Summer', type: null } };
const CONFLICT = theirSave(THEIRS);

const gateway = fakeGatewayForFile();

const page = (items: PromoCode[]) => ok({ items, total: items.length, page: 1, totalPages: 1 });

async function openEdit() {
  openScreen('codes', () => import('../features/codes/route'), '/codes');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }, WAIT));
  return screen.findByRole('form', { name: 'Save Changes' }, WAIT);
}
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement;

describe('the promo code form and another user', () => {
  it('saves on the version of the code as the gateway read it', async () => {
    gateway.answer({
      'promoCodes.list': () => page([CODE]),
      'promoCodes.get': () => ok(CODE),
      'promoCodes.update': () => ok(CODE),
    });
    const form = await openEdit();
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(gateway.inputsOf('promoCodes.update')).toHaveLength(1), WAIT);
    expect(gateway.inputsOf('promoCodes.update')[0]).toMatchObject({
      id: 'c1',
      base: versionOf(CODE),
    });
  });

  it('a stale save says who changed what; Reload keeps what was typed, Overwrite saves on their version', async () => {
    let refuse = true;
    gateway.answer({
      'promoCodes.list': () => page([CODE]),
      'promoCodes.get': () => ok(CODE),
      'promoCodes.update': () => (refuse ? conflictAnswer(CONFLICT) : ok(THEIRS)),
    });
    const form = await openEdit();
    fireEvent.change(field(form, 'Type'), { target: { value: 'welcome' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(within(dialog).getByRole('row', { name: /Metadata/ }).textContent).toContain('Summer');

    // Reload: their campaign, the type this user typed
    fireEvent.click(within(dialog).getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(field(form, 'Campaign').value).toBe('Summer');
    expect(field(form, 'Type').value).toBe('welcome');

    // a second conflict, then Overwrite: the save is based on the version the conflict answered
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const again = await screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
    refuse = false;
    fireEvent.click(within(again).getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('promoCodes.update')).toHaveLength(3), WAIT);
    const [first, second, third] = gateway.inputsOf('promoCodes.update');
    expect(first).toMatchObject({ base: versionOf(CODE) });
    expect(second).toMatchObject({ base: CONFLICT.version });
    expect(third).toMatchObject({
      base: CONFLICT.version,
      metadata: { campaign: 'Summer', type: 'welcome' },
    });
  });
});
