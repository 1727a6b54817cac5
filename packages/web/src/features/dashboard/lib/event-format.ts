import type { LiveEvent, LiveEventType } from '@pitboss/contracts';

/** How each event type is named on its row. */
export const EVENT_TYPE_LABELS: Record<LiveEventType, string> = {
  bet: 'Bet',
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  tip: 'Tip',
  redeem: 'Promo redeem',
  vault_deposit: 'Vault deposit',
  vault_withdraw: 'Vault withdrawal',
  affiliate_claim: 'Affiliate claim',
  affiliate_redeem: 'Affiliate redeem',
};

/** The colour family of a type's badge. */
export const EVENT_TYPE_TONE: Record<
  LiveEventType,
  'bet' | 'in' | 'out' | 'tip' | 'promo' | 'vault'
> = {
  bet: 'bet',
  deposit: 'in',
  withdraw: 'out',
  tip: 'tip',
  redeem: 'promo',
  vault_deposit: 'vault',
  vault_withdraw: 'vault',
  affiliate_claim: 'promo',
  affiliate_redeem: 'promo',
};

const CRYPTO = new Set(['BTC', 'ETH']);

// Intl formatters are made once: `toLocaleString(locale, options)` builds a new one on every call
// (about 0.1–0.5 ms each), which at hundreds of live events a second froze the dashboard.
const AMOUNT = {
  2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  6: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 }),
};
const MULTIPLIER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const TIME = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** An amount with its currency: 2 decimals, more for crypto when small ('0.00042 BTC'). */
export function formatAmount(amount: number | null | undefined, currency?: string | null): string {
  if (amount == null || !Number.isFinite(amount)) return '—';
  const digits = currency && CRYPTO.has(currency.toUpperCase()) && Math.abs(amount) < 1 ? 6 : 2;
  const text = AMOUNT[digits].format(amount);
  return currency ? `${text} ${currency}` : text;
}

export function formatMultiplier(multiplier: number | null | undefined): string | null {
  if (multiplier == null || !Number.isFinite(multiplier)) return null;
  return `${MULTIPLIER.format(multiplier)}×`;
}

/** The event's time (timestamp, else placedAt, else when it arrived), as hh:mm:ss. */
export function eventTime(event: LiveEvent, receivedAt: number): { iso: string; text: string } {
  const raw = event.timestamp ?? event.placedAt;
  const parsed = raw ? new Date(raw) : null;
  const date = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(receivedAt);
  return {
    iso: date.toISOString(),
    text: TIME.format(date),
  };
}

/** A long transaction id shortened in the middle: '0x12ab…90ef'. */
export function shortId(id: string, keep = 6): string {
  return id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-4)}`;
}
