/**
 * A valid input for every mutation of the router, built from the ids a fault sandbox holds. The
 * table-driven tests read the router's mutations from the router and look each one up here: a
 * mutation added to the router without an entry fails them by name.
 */

import type { Promotion } from '@pitboss/contracts';

/** The ids of the sandbox's rows the inputs refer to. */
export interface Ids {
  slot: string;
  slot2: string;
  provider: string;
  provider2: string;
  group: string;
  promotion: string;
  promotion2: string;
  promoCode: string;
  table: string;
  theme: string;
  themeSlug: string;
  /** A publish snapshot of this gateway (a publish done before the faults). */
  snapshot: string;
}

const FROM = '2030-01-01T10:00:00.000Z';
const UNTIL = '2030-02-01T10:00:00.000Z';

/**
 * The sign-in mutations (public: no audit row), with what each one is given. Signing in asks the
 * admin API whether the user is an administrator; signing out and answering the new-password
 * challenge with a session the identity provider refuses must not reach it.
 */
export const IDENTITY_ONLY: Record<string, () => unknown> = {
  'auth.login': () => ({ username: 'admin', password: 'Admin123!' }),
  'auth.completeNewPassword': () => ({
    username: 'admin',
    session: 'not-a-challenge-session',
    newPassword: 'Brand-new-1',
    confirmPassword: 'Brand-new-1',
  }),
  'auth.bypass': () => undefined,
  'auth.logout': () => undefined,
};

/**
 * Change requests: their steps are the gateway's own (a request is stored, approved, rejected or
 * cancelled in its database); the admin API is reached only when an approved request is applied.
 * Each is tried where it takes two administrators and a shared Postgres — the file named — and
 * stays listed here so that a mutation added later still fails the two completeness checks by
 * name. Not yet tried: each of them against every fault of the table.
 */
export const CHANGE_CONTROL: Record<string, string> = {
  'changeRequests.submit': 'change-requests-postgres.test.ts',
  'changeRequests.approve': 'change-requests-postgres.test.ts',
  'changeRequests.reject': 'change-requests-postgres.test.ts',
  'changeRequests.cancel': 'change-requests-postgres.test.ts',
};

/** Every mutation that reaches the admin API, with a valid input. */
export const MUTATION_INPUTS: Record<string, (ids: Ids) => unknown> = {
  'system.enableMaintenance': () => ({ reason: 'Fault test', duration: 60 }),
  'system.disableMaintenance': () => undefined,
  'system.initiateShutdown': () => undefined,
  'system.cancelShutdown': () => undefined,
  'groups.create': () => ({ displayName: 'Fault Group' }),
  'groups.update': (ids) => ({ id: ids.group, displayName: 'Fault Group 2' }),
  'providers.create': () => ({ displayName: 'Fault Provider', description: 'made in a test' }),
  'providers.update': (ids) => ({ id: ids.provider, displayName: 'Fault Provider 2' }),
  'providers.archive': (ids) => ({ id: ids.provider }),
  'providers.unarchive': (ids) => ({ id: ids.provider }),
  'providers.toggleLive': (ids) => ({ id: ids.provider }),
  'providers.reset': (ids) => ({ id: ids.provider }),
  'providers.delete': (ids) => ({ id: ids.provider2 }),
  'providers.bulkOrder': (ids) => ({
    providerOrders: [
      { providerId: ids.provider, order: 2 },
      { providerId: ids.provider2, order: 1 },
    ],
  }),
  'slots.create': (ids) => ({
    title: 'Fault Gold',
    identifier: 'fault_gold',
    slug: 'fault-gold',
    providerId: ids.provider,
    displayProviderId: ids.provider,
  }),
  'slots.update': (ids) => ({ id: ids.slot, description: 'changed in a fault test' }),
  'slots.deleteImage': (ids) => ({ id: ids.slot }),
  'slots.reset': (ids) => ({ id: ids.slot }),
  'slots.delete': (ids) => ({ id: ids.slot2 }),
  'slots.setGroups': (ids) => ({ id: ids.slot, groupIds: [ids.group] }),
  'slots.bulkOrder': (ids) => ({
    groupId: ids.group,
    slotOrders: [
      { slotId: ids.slot, order: 2 },
      { slotId: ids.slot2, order: 1 },
    ],
  }),
  'slots.demoPlay': (ids) => ({ id: ids.slot }),
  'slots.refreshMaterializedView': () => undefined,
  'slots.deleteFromCasino': () => ({ type: 'slot', identifiers: ['fault_gold'] }),
  'catalogue.publish': () => undefined,
  'catalogue.reset': () => undefined,
  'catalogue.refreshSoftswiss': () => undefined,
  'promotions.create': () => ({ title: 'Fault Cup', availableFrom: FROM, availableUntil: UNTIL }),
  'promotions.update': (ids) => ({
    id: ids.promotion,
    title: 'Fault Cup 2',
    availableFrom: FROM,
    availableUntil: UNTIL,
  }),
  'promotions.setArchived': (ids) => ({ id: ids.promotion, archived: true }),
  'promotions.delete': (ids) => ({ id: ids.promotion2 }),
  'promotions.deleteImage': (ids) => ({ id: ids.promotion }),
  // the second seeded promotion is archived, and an archived one cannot be ordered
  'promotions.bulkOrder': (ids) => ({
    promotionOrders: [{ promotionID: ids.promotion, order_hint: 1 }],
  }),
  'promotions.publish': () => undefined,
  'promoCodes.create': () => ({ code: 'FAULT10', reward: 5, currency: 'EUR' }),
  'promoCodes.update': (ids) => ({
    id: ids.promoCode,
    code: 'FAULT11',
    reward: 6,
    currency: 'EUR',
  }),
  'promoCodes.delete': (ids) => ({ id: ids.promoCode }),
  'tables.create': (ids) => ({
    name: 'Fault Table',
    slug: 'fault-table',
    stake: 1,
    theme: ids.themeSlug,
  }),
  'tables.update': (ids) => ({ id: ids.table, name: 'Fault Table 2' }),
  'tables.delete': (ids) => ({ id: ids.table }),
  'themes.create': () => ({ name: 'Fault Theme', slug: 'fault_theme', description: 'test' }),
  'themes.update': (ids) => ({ id: ids.theme, name: 'Fault Theme 2' }),
  'themes.delete': (ids) => ({ id: ids.theme }),
  'publishes.restore': (ids) => ({ snapshotId: ids.snapshot, reason: 'fault test' }),
};

/** `promotions.update`'s input that keeps a promotion as it is but for a new title. */
export const promotionRetitled = (p: Promotion, title: string) => ({
  id: p.id,
  title,
  subTitle: p.subtitle,
  gameGroup: p.gameGroup,
  text: [],
  redirected: false,
  availableFrom: p.activeFrom,
  availableUntil: p.activeUntil,
});
