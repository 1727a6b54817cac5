// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  LIVE_RELAY,
  orderVersion,
  type Conflict,
  type Promotion,
} from '@pitboss/contracts';
import { WAIT, conflictAnswer, fakeGateway, ok, openScreen, theirSave } from '../test/fake-gateway';

/** The relay, faked: what the screen listens to, so the test can speak on it. */
const relay = vi.hoisted(() => ({
  handlers: [] as { event: string; handler: (payload?: unknown) => void }[],
  sent: [] as unknown[][],
}));
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      on: (event: string, handler: (payload?: unknown) => void) => {
        relay.handlers.push({ event, handler });
        return socket;
      },
      off: () => socket,
      emit: (...args: unknown[]) => relay.sent.push(args),
      disconnect: () => socket,
    };
    return socket;
  },
}));
/** Every socket of the screen hears `event`. */
const hear = (event: string, payload?: unknown) =>
  act(() => relay.handlers.filter((h) => h.event === event).forEach((h) => h.handler(payload)));

const promotion = (id: string, title: string, orderHint: number): Promotion => ({
  id,
  title,
  subtitle: '',
  gameGroup: '',
  text: [],
  imageUrl: null,
  activeFrom: null,
  activeUntil: null,
  archived: false,
  live: true,
  unpublished: false,
  redirected: false,
  url: '',
  buttonText: '',
  orderHint,
  createdAt: null,
  updatedAt: null,
});
const ALL = [promotion('p1', 'Welcome Bonus', 1), promotion('p2', 'Free Spins', 2)];
const byIds = (ids: string[]) => ids.map((id) => ALL.find((p) => p.id === id)!);
const ADA = { username: 'ada', displayName: 'Ada Admin' };

const gateway = fakeGateway();
beforeAll(() => gateway.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  gateway.reset();
  relay.handlers.length = 0;
  relay.sent.length = 0;
});
afterAll(() => gateway.server.close());

describe("the promotions' order mode and another curator", () => {
  it('saves on the order it loaded; says who else has it open and their save; a stale save: Reload shows their order, Overwrite saves on its version', async () => {
    let order = ['p1', 'p2'];
    let refuse = true;
    const theirs = ['p2', 'p1'];
    const conflict: Conflict = theirSave(theirs);
    gateway.answer({
      'promotions.filter': () => ok({ items: ALL, total: 2, page: 1, totalPages: 1 }),
      'changeRequests.counts': () => ok({ pending: 0, mine: 0, required: [] }),
      'auth.me': () => ok({ user: { username: 'sam', displayName: 'Sam Curator' } }),
      'promotions.listAllForOrdering': () =>
        ok({ items: byIds(order), version: orderVersion(order) }),
      'promotions.bulkOrder': () =>
        refuse ? conflictAnswer(conflict) : ok({ success: true, message: null, sent: 2 }),
    });
    openScreen('promotions', () => import('../features/promotions/route'), '/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Order' }, WAIT));
    await screen.findByRole('button', { name: 'Save Order' }, WAIT);

    // presence: the mode says it has the order open, and who else has
    hear('connect');
    expect(relay.sent).toContainEqual([LIVE_RELAY.events.presenceJoin, 'promotions-order']);
    hear(LIVE_RELAY.events.presence, { target: 'promotions-order', editors: [ADA] });
    expect(screen.getByText('Ada Admin is editing this order')).toBeTruthy();
    hear(LIVE_RELAY.events.catalogueChanged, {
      domain: 'promotions',
      procedure: 'promotions.bulkOrder',
      targetId: null,
      by: ADA,
      at: new Date().toISOString(),
    });
    expect(screen.getByText(/^Ada Admin saved a new order/)).toBeTruthy();

    order = theirs;
    fireEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(within(dialog).getByRole('row', { name: /Free Spins/ }).textContent).toContain('#1');
    expect(gateway.inputsOf('promotions.bulkOrder')[0]).toMatchObject({
      base: orderVersion(['p1', 'p2']),
    });

    // Reload: the current order, the user's (unmoved) cards on it
    fireEvent.click(within(dialog).getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    const cards = () => screen.getAllByTestId('order-card').map((c) => c.textContent ?? '');
    expect(cards()[0]).toContain('Free Spins');

    // a conflict again, and Overwrite: saved on the version the conflict answered
    fireEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    const again = await screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
    refuse = false;
    fireEvent.click(within(again).getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('promotions.bulkOrder')).toHaveLength(3), WAIT);
    expect(gateway.inputsOf('promotions.bulkOrder')[1]).toMatchObject({
      base: orderVersion(theirs),
    });
    expect(gateway.inputsOf('promotions.bulkOrder')[2]).toMatchObject({
      base: conflict.version,
    });
    expect(await screen.findByText('Order Saved Successfully!', {}, WAIT)).toBeTruthy();
  });
});
