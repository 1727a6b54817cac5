// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  versionOf,
  type Conflict,
  type Provider,
} from '@pitboss/contracts';
import {
  WAIT,
  conflictAnswer,
  fakeGatewayForFile,
  ok,
  renderWithGateway,
  theirSave,
} from '../../../../test/fake-gateway';
import { ProviderModal } from './provider-modal';

const gateway = fakeGatewayForFile();

const provider: Provider = {
  id: '12',
  displayName: 'NetEnt',
  description: 'Classic slots',
  slug: 'netent',
  imageUrl: null,
  live: true,
  archived: false,
  unedited: false,
  orderHint: 2,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const theirs: Provider = {
  ...provider,
  description: 'Their description',
  updatedAt: '2026-03-01T11:58:00.000Z',
};
const conflict: Conflict = theirSave(theirs);

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Display Name/ });
const descriptionField = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });

function saveStale() {
  renderWithGateway(<ProviderModal provider={provider} open onClose={() => undefined} />);
  fireEvent.change(nameField(), { target: { value: 'NetEnt Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  return screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
}

describe('the provider form and another curator', { timeout: 60_000 }, () => {
  it('sends the version it opened on; a CONFLICT says who and when; Reload keeps what was typed', async () => {
    gateway.answer({ 'providers.update': () => conflictAnswer(conflict) });
    const dialog = await saveStale();
    expect(gateway.inputsOf('providers.update')[0]).toEqual({
      id: provider.id,
      displayName: 'NetEnt Mine',
      base: versionOf(provider),
    });
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(screen.getByRole('row', { name: /Description/ }).textContent).toContain(
      'Their description',
    );

    fireEvent.click(screen.getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(nameField().value).toBe('NetEnt Mine');
    expect(descriptionField().value).toBe('Their description');

    gateway.answer({ 'providers.update': () => ok({ ...theirs, displayName: 'NetEnt Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(gateway.inputsOf('providers.update')).toHaveLength(2), WAIT);
    expect(gateway.inputsOf('providers.update')[1]).toEqual({
      id: provider.id,
      displayName: 'NetEnt Mine',
      base: conflict.version,
    });
  });

  it("Overwrite saves the typed values on the conflict's version", async () => {
    gateway.answer({ 'providers.update': () => conflictAnswer(conflict) });
    await saveStale();
    gateway.answer({ 'providers.update': () => ok({ ...theirs, displayName: 'NetEnt Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(gateway.inputsOf('providers.update')).toHaveLength(2), WAIT);
    expect(gateway.inputsOf('providers.update')[1]).toMatchObject({
      displayName: 'NetEnt Mine',
      base: conflict.version,
    });
  });
});
