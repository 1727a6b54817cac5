import { z } from 'zod';
import { EVENT_STREAM } from '../constants.js';
import type { LiveEvent, LiveEventType } from '../schemas/live-event.js';

/** The stream's filter panel. Type toggles are on by default. */
export const eventFiltersSchema = z.strictObject({
  bets: z.boolean().default(true),
  deposits: z.boolean().default(true),
  withdrawals: z.boolean().default(true),
  tips: z.boolean().default(true),
  /** affiliate_claim and affiliate_redeem */
  affiliate: z.boolean().default(true),
  /** vault_deposit and vault_withdraw */
  vault: z.boolean().default(true),
  /** Only events of 50 or more. */
  highRoller: z.boolean().default(false),
  /** Only events of at least this amount (step 0.01); 0 = no minimum. */
  minAmount: z.number().min(0).default(0),
});
export type EventFilters = z.infer<typeof eventFiltersSchema>;

export const DEFAULT_EVENT_FILTERS: EventFilters = {
  bets: true,
  deposits: true,
  withdrawals: true,
  tips: true,
  affiliate: true,
  vault: true,
  highRoller: false,
  minAmount: 0,
};

/**
 * Which toggle governs each event type. `redeem` (promo-code redeem) has none: it shows only while
 * every type toggle is on — once the user narrows the types, a redeem is none of the chosen ones.
 * The filter panel says so in `EVENT_FILTER_REDEEM_NOTE`.
 */
export const EVENT_FILTER_OF_TYPE: Record<
  LiveEventType,
  keyof Omit<EventFilters, 'highRoller' | 'minAmount'> | null
> = {
  bet: 'bets',
  deposit: 'deposits',
  withdraw: 'withdrawals',
  tip: 'tips',
  affiliate_claim: 'affiliate',
  affiliate_redeem: 'affiliate',
  vault_deposit: 'vault',
  vault_withdraw: 'vault',
  redeem: null,
};

const TYPE_TOGGLES = ['bets', 'deposits', 'withdrawals', 'tips', 'affiliate', 'vault'] as const;

/** The filter panel's note on promo-code redeems, worded as `eventMatchesFilters` treats them. */
export const EVENT_FILTER_REDEEM_NOTE =
  'Promo-code redeems have no type toggle: they show only while every type is on.';

/** High Roller means an amount of 50 or more. */
export const isHighRoller = (event: Pick<LiveEvent, 'amount'>): boolean =>
  event.amount >= EVENT_STREAM.highRollerAmount;

/** Whether an event passes the stream's filters. */
export function eventMatchesFilters(
  event: Pick<LiveEvent, 'type' | 'amount'>,
  filters: Partial<EventFilters> = {},
): boolean {
  const f = { ...DEFAULT_EVENT_FILTERS, ...filters };
  const toggle = EVENT_FILTER_OF_TYPE[event.type];
  if (toggle !== null && !f[toggle]) return false;
  if (toggle === null && !TYPE_TOGGLES.every((t) => f[t])) return false;
  if (f.highRoller && !isHighRoller(event)) return false;
  if (f.minAmount > 0 && !(event.amount >= f.minAmount)) return false;
  return true;
}

/** Adds an event to the list: newest first, at most 50. */
export function pushLiveEvent<T>(
  events: readonly T[],
  event: T,
  max: number = EVENT_STREAM.maxEvents,
): T[] {
  return [event, ...events].slice(0, max);
}
