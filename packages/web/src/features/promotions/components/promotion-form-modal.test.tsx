// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONCURRENCY_MESSAGES as M,
  versionOf,
  type Conflict,
  type Promotion,
} from '@pitboss/contracts';
import {
  WAIT,
  conflictAnswer,
  fakeGatewayForFile,
  ok,
  renderWithGateway,
  theirSave,
} from '../../../test/fake-gateway';
import { PromotionFormModal } from './promotion-form-modal';

const gateway = fakeGatewayForFile();

// no updatedAt: the admin API's promotions may not say one, so its version is a hash of it
const promotion: Promotion = {
  id: '31',
  title: 'Spring Spins',
  subtitle: 'Old subtitle',
  gameGroup: '',
  text: [{ type: 'paragraph', value: '<p>Spin in spring</p>' }],
  imageUrl: null,
  activeFrom: '2026-03-01T10:00:00.000Z',
  activeUntil: '2026-04-01T10:00:00.000Z',
  archived: false,
  live: false,
  unpublished: true,
  redirected: false,
  url: '',
  buttonText: '',
  orderHint: 1,
  createdAt: null,
  updatedAt: null,
};
const theirs: Promotion = { ...promotion, subtitle: 'Their subtitle' };
const conflict: Conflict = theirSave(theirs);

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const updates = () => gateway.inputsOf('promotions.update') as Record<string, unknown>[];

function saveStale() {
  gateway.answer({ 'groups.list': () => ok({ items: [] }) });
  renderWithGateway(
    <PromotionFormModal promotion={promotion} open onOpenChange={() => undefined} />,
  );
  fireEvent.change(field('Title'), { target: { value: 'Spring Spins Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  return screen.findByRole('alertdialog', { name: M.dialogTitle }, WAIT);
}

describe('the promotion form and another curator', { timeout: 60_000 }, () => {
  it('sends the version it opened on; a CONFLICT says who and when; Reload keeps what was typed', async () => {
    gateway.answer({ 'promotions.update': () => conflictAnswer(conflict) });
    const dialog = await saveStale();
    expect(updates()[0]).toMatchObject({
      id: promotion.id,
      title: 'Spring Spins Mine',
      subTitle: 'Old subtitle',
      availableFrom: promotion.activeFrom,
      base: versionOf(promotion),
    });
    expect(dialog.textContent).toContain('Changed by Ada Admin 2 minutes ago');
    expect(screen.getByRole('row', { name: /Subtitle/ }).textContent).toContain('Their subtitle');

    fireEvent.click(screen.getByRole('button', { name: M.reload }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(field('Title').value).toBe('Spring Spins Mine');
    expect(field('Subtitle').value).toBe('Their subtitle');

    gateway.answer({ 'promotions.update': () => ok({ ...theirs, title: 'Spring Spins Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(2), WAIT);
    expect(updates()[1]).toMatchObject({
      title: 'Spring Spins Mine',
      subTitle: 'Their subtitle',
      text: promotion.text,
      base: conflict.version,
    });
  });

  it("Overwrite saves the typed values on the conflict's version", async () => {
    gateway.answer({ 'promotions.update': () => conflictAnswer(conflict) });
    await saveStale();
    gateway.answer({ 'promotions.update': () => ok({ ...theirs, title: 'Spring Spins Mine' }) });
    fireEvent.click(screen.getByRole('button', { name: M.overwrite }));
    await waitFor(() => expect(updates()).toHaveLength(2), WAIT);
    expect(updates()[1]).toMatchObject({
      title: 'Spring Spins Mine',
      subTitle: 'Old subtitle',
      base: conflict.version,
    });
  });
});
