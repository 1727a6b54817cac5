// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  versionOf,
  type Group,
  type Promotion,
  type Provider,
  type Slot,
} from '@pitboss/contracts';
import {
  WAIT,
  conflictAnswer,
  fakeGatewayForFile,
  ok,
  renderWithGateway,
  theirSave,
} from '../test/fake-gateway';
import { GroupModal } from '../features/curator/components/group-modal';
import { SlotActions } from '../features/curator/components/slot-actions';
import { ProviderActions } from '../features/curator/providers/components/provider-actions';
import { PromotionActions } from '../features/promotions/components/promotion-actions';

/**
 * Lifecycle actions (archive, unarchive, reset, set live or offline) send the version of the
 * entity the screen shows, as the edit forms do; a CONFLICT tells who changed it and when, in the
 * conflict dialog's words, and the modal stays open on it.
 */
const gateway = fakeGatewayForFile();

const at = { createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };
const newer = { updatedAt: '2026-03-01T11:58:00.000Z' };
const WHO = 'Changed by Ada Admin 2 minutes ago. Someone else saved a change';

const slot: Slot = {
  id: '31',
  title: 'Book of Dead',
  identifier: 'book-of-dead',
  slug: 'book-of-dead',
  providerId: '2',
  providerName: "Play'n GO",
  displayProviderId: null,
  displayProviderName: null,
  origTitle: null,
  description: null,
  category: null,
  featureGroup: null,
  theme: null,
  releasedAt: null,
  orderHint: 1,
  archived: false,
  live: true,
  unedited: false,
  hasDemo: false,
  imageUrl: null,
  params: {},
  restrictions: {},
  groupIds: [],
  ...at,
};
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
  ...at,
};
const group: Group = {
  id: '4',
  displayName: 'Top Games',
  name: 'top-games',
  slug: 'top-games',
  orderHint: 3,
  archived: false,
  ...at,
};
const promotion: Promotion = {
  id: '8',
  title: 'Welcome',
  subtitle: 'Bonus',
  gameGroup: 'all',
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
  orderHint: 1,
  ...at,
};

/** Renders `ui` with the toasts; `done` counts the actions that closed the modal. */
function show(ui: (onDone: () => void) => React.ReactNode) {
  const done: number[] = [];
  renderWithGateway(
    <>
      {ui(() => done.push(1))}
      <Toaster />
    </>,
  );
  return done;
}

/** Clicks `label`, then the confirmation's button of the same name. */
async function confirmed(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('alertdialog', {}, WAIT);
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('lifecycle actions and another curator', { timeout: 60_000 }, () => {
  it("a slot's archive and reset send the slot's version; a CONFLICT says who and when", async () => {
    gateway.answer({
      'slots.update': () => conflictAnswer(theirSave({ ...slot, title: 'Theirs', ...newer })),
      'slots.reset': () => ok(slot),
    });
    const done = show((onDone) => <SlotActions slot={slot} disabled={false} onDone={onDone} />);
    await confirmed('Archive');
    expect(await screen.findByText(new RegExp(WHO), {}, WAIT)).toBeTruthy();
    expect(gateway.inputsOf('slots.update')).toEqual([
      { id: slot.id, archived: true, base: versionOf(slot) },
    ]);
    expect(done).toHaveLength(0);

    await confirmed('Reset');
    await waitFor(() => expect(done).toHaveLength(1), WAIT);
    expect(gateway.inputsOf('slots.reset')).toEqual([{ id: slot.id, base: versionOf(slot) }]);
  });

  it("a provider's Set Offline sends the provider's version; a CONFLICT says who and when", async () => {
    gateway.answer({
      'providers.toggleLive': () =>
        conflictAnswer(theirSave({ ...provider, description: 'Theirs', ...newer })),
    });
    show((onDone) => (
      <ProviderActions
        provider={provider}
        saving={false}
        onChanged={() => undefined}
        onDone={onDone}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: 'Set Offline' }));
    expect(await screen.findByText(new RegExp(WHO), {}, WAIT)).toBeTruthy();
    expect(gateway.inputsOf('providers.toggleLive')).toEqual([
      { id: provider.id, base: versionOf(provider) },
    ]);
  });

  it("a group's Archive sends the group's version; a CONFLICT says who and when", async () => {
    gateway.answer({
      'groups.update': () => conflictAnswer(theirSave({ ...group, orderHint: 9, ...newer })),
    });
    show(() => <GroupModal group={group} open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /^Archive/ }));
    expect(await screen.findByText(new RegExp(WHO), {}, WAIT)).toBeTruthy();
    expect(gateway.inputsOf('groups.update')).toEqual([
      { id: group.id, archived: true, base: versionOf(group) },
    ]);
  });

  it("a promotion's Archive sends the promotion's version; a CONFLICT says who and when", async () => {
    gateway.answer({
      'promotions.setArchived': () =>
        conflictAnswer(theirSave({ ...promotion, title: 'Theirs', ...newer })),
    });
    const done = show((onDone) => (
      <PromotionActions promotion={promotion} dirty={false} onDone={onDone} />
    ));
    await confirmed('Archive');
    expect(await screen.findByText(new RegExp(WHO), {}, WAIT)).toBeTruthy();
    expect(gateway.inputsOf('promotions.setArchived')).toEqual([
      { id: promotion.id, archived: true, base: versionOf(promotion) },
    ]);
    expect(done).toHaveLength(0);
  });
});
