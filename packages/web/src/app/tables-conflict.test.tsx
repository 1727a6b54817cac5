// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  versionOf,
  type Conflict,
  type Table,
  type Theme,
} from '@pitboss/contracts';
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

const THEME: Theme = {
  id: 't1',
  name: 'Emerald Night',
  slug: 'emerald-night',
  description: 'Green felt',
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  files: [],
};
const TABLE: Table = { id: '7', name: 'Roulette', slug: 'roulette', stake: 5, theme: THEME.slug };
/** The table's row in the list: a list may say less than the table's own read. */
const ROW: Table = { ...TABLE, theme: '' };

const conflictOn = <T,>(current: T): Conflict => theirSave(current);

const gateway = fakeGatewayForFile();

const page = <T,>(items: T[]) => ok({ items, total: items.length, page: 1, totalPages: 1 });
const field = (form: HTMLElement, label: RegExp) =>
  within(form).getByLabelText(label) as HTMLInputElement;

async function openForm(card: string, form: string) {
  openScreen('tables', () => import('../features/tables/route'), '/tables');
  fireEvent.click(await screen.findByRole('button', { name: card }, WAIT));
  return screen.findByRole('form', { name: form }, WAIT);
}

/** Saves, meets the conflict, checks who and when and the field they changed. */
async function meetConflict(form: HTMLElement, save: string, changed: RegExp | null) {
  fireEvent.click(within(form).getByRole('button', { name: save }));
  const dialog = await screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
  expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
  // after a Reload the form is on their version: nothing differs from what it shows
  if (changed) expect(within(dialog).getByRole('row', { name: changed })).toBeTruthy();
  else expect(dialog.textContent).toContain(M.noDifferences);
  return dialog;
}

describe('the table form and another user', () => {
  it("saves on the version of the table's own read (not its list row); a stale save: Reload keeps what was typed, Overwrite saves on their version", async () => {
    const theirs: Table = { ...TABLE, name: 'Roulette Royale' };
    let refuse = false;
    gateway.answer({
      'tables.list': () => page([ROW]),
      'themes.list': () => page([THEME]),
      'tables.get': () => ok(TABLE),
      'tables.update': () => (refuse ? conflictAnswer(conflictOn(theirs)) : ok(TABLE)),
    });
    const form = await openForm('Edit table Roulette', 'Edit table');
    expect(gateway.inputsOf('tables.get')).toEqual([{ id: '7' }]);
    fireEvent.change(field(form, /^Stake/), { target: { value: '10' } });
    refuse = true;
    const dialog = await meetConflict(form, 'Save Changes', /Name/);
    expect(gateway.inputsOf('tables.update')[0]).toMatchObject({
      id: '7',
      stake: 10,
      base: versionOf(TABLE),
    });

    fireEvent.click(within(dialog).getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(field(form, /^Name/).value).toBe('Roulette Royale');
    expect(field(form, /^Stake/).value).toBe('10');

    const again = await meetConflict(form, 'Save Changes', null);
    refuse = false;
    fireEvent.click(within(again).getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('tables.update')).toHaveLength(3), WAIT);
    expect(gateway.inputsOf('tables.update')[2]).toMatchObject({
      name: 'Roulette Royale',
      stake: 10,
      base: versionOf(theirs),
    });
  });
});

describe('the theme form and another user', () => {
  it('saves on the version of the theme it opened on; a stale save: Reload keeps what was typed, Overwrite saves on their version', async () => {
    const theirs: Theme = { ...THEME, name: 'Emerald Dusk', updatedAt: '2026-03-01T11:58:00.000Z' };
    let refuse = true;
    gateway.answer({
      'tables.list': () => page([]),
      'themes.list': () => page([THEME]),
      'themes.update': () => (refuse ? conflictAnswer(conflictOn(theirs)) : ok(theirs)),
    });
    const form = await openForm('Edit theme Emerald Night', 'Edit theme');
    fireEvent.change(field(form, /^Description/), { target: { value: 'Dark green felt' } });
    const dialog = await meetConflict(form, 'Save Theme', /Name/);
    expect(gateway.inputsOf('themes.update')[0]).toMatchObject({
      id: 't1',
      base: `u:${THEME.updatedAt}`,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(field(form, /^Theme Name/).value).toBe('Emerald Dusk');
    expect(field(form, /^Description/).value).toBe('Dark green felt');

    const again = await meetConflict(form, 'Save Theme', null);
    refuse = false;
    fireEvent.click(within(again).getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('themes.update')).toHaveLength(3), WAIT);
    expect(gateway.inputsOf('themes.update')[2]).toMatchObject({
      name: 'Emerald Dusk',
      description: 'Dark green felt',
      base: `u:${theirs.updatedAt}`,
    });
  });
});

describe('theme files and another user', () => {
  it("go up on the version the theme's save answered; a stale upload: the conflict dialog says who and when", async () => {
    const saved: Theme = {
      ...THEME,
      description: 'Dark green felt',
      updatedAt: '2026-03-01T11:00:00.000Z',
    };
    const theirs: Theme = { ...saved, name: 'Emerald Dusk', updatedAt: '2026-03-01T11:58:00.000Z' };
    const uploads: URL[] = [];
    gateway.server.use(
      http.post('*/api/uploads/themes/:id/files', ({ request }) => {
        uploads.push(new URL(request.url));
        const body = { message: M.conflict, conflict: conflictOn(theirs) };
        return HttpResponse.json(body, { status: 409 });
      }),
    );
    gateway.answer({
      'tables.list': () => page([]),
      'themes.list': () => page([THEME]),
      'themes.update': () => ok(saved),
    });
    const form = await openForm('Edit theme Emerald Night', 'Edit theme');
    fireEvent.change(field(form, /^Description/), { target: { value: 'Dark green felt' } });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumb.png', {
      type: 'image/png',
    });
    fireEvent.change(within(form).getByLabelText('Theme files'), { target: { files: [png] } });
    await meetConflict(form, 'Save Theme', /Name/);
    expect(uploads.map((u) => u.searchParams.get('base'))).toEqual([versionOf(saved)]);
    gateway.server.resetHandlers();
  });
});
