// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  versionOf,
  type Conflict,
  type Group,
} from '@pitboss/contracts';
import {
  WAIT,
  conflictAnswer,
  fakeGatewayForFile,
  ok,
  renderWithGateway,
  theirSave,
} from '../../../test/fake-gateway';
import { GroupModal } from './group-modal';

const gateway = fakeGatewayForFile();

const group: Group = {
  id: '4',
  displayName: 'Top Games',
  name: 'top-games',
  slug: 'top-games',
  orderHint: 3,
  archived: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const theirs: Group = { ...group, orderHint: 9, updatedAt: '2026-03-01T11:58:00.000Z' };
const conflict: Conflict = theirSave(theirs);

function openGroup() {
  renderWithGateway(<GroupModal group={group} open onClose={() => undefined} />);
  const name = screen.getByRole('textbox', { name: /Display Name/ });
  fireEvent.change(name, { target: { value: 'Top Games Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  return screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
}

describe('the group form and another curator', { timeout: 60_000 }, () => {
  it('sends the version it opened on; a CONFLICT says who and when; Reload keeps what was typed', async () => {
    gateway.answer({ 'groups.update': () => conflictAnswer(conflict) });
    const dialog = await openGroup();
    expect(gateway.inputsOf('groups.update')[0]).toMatchObject({
      id: group.id,
      displayName: 'Top Games Mine',
      base: versionOf(group),
    });
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(screen.getByRole('row', { name: /Order hint/i }).textContent).toContain('9');

    fireEvent.click(screen.getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Display Name/ }).value).toBe(
      'Top Games Mine',
    );
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Order Hint' }).value).toBe(
      '9',
    );

    // saved again, on the current version, with only the typed change
    gateway.answer({ 'groups.update': () => ok({ ...theirs, displayName: 'Top Games Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(gateway.inputsOf('groups.update')).toHaveLength(2), WAIT);
    expect(gateway.inputsOf('groups.update')[1]).toEqual({
      id: group.id,
      displayName: 'Top Games Mine',
      base: conflict.version,
    });
  });

  it("Overwrite saves the typed values on the conflict's version", async () => {
    gateway.answer({ 'groups.update': () => conflictAnswer(conflict) });
    await openGroup();
    gateway.answer({ 'groups.update': () => ok({ ...theirs, displayName: 'Top Games Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('groups.update')).toHaveLength(2), WAIT);
    expect(gateway.inputsOf('groups.update')[1]).toMatchObject({
      displayName: 'Top Games Mine',
      base: conflict.version,
    });
  });
});
