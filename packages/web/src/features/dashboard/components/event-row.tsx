import { memo } from 'react';
import clsx from 'clsx';
import { ArrowRight, Crown, Flame } from 'lucide-react';
import { isHighRoller, type LiveEvent } from '@pitboss/contracts';
import type { StreamEvent } from '../lib/live-event-store';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPE_TONE,
  eventTime,
  formatAmount,
  formatMultiplier,
  shortId,
} from '../lib/event-format';
import styles from './event-row.module.css';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span> {children}
    </span>
  );
}

/** Who the event is about: sender → receiver for a tip, else the username. */
function Who({ event }: { event: LiveEvent }) {
  if (event.type === 'tip') {
    return (
      <span className={styles.who}>
        {event.senderUsername ?? 'unknown'}
        <ArrowRight size={12} aria-label="to" className={styles.arrow} />
        {event.receiverUsername ?? 'unknown'}
      </span>
    );
  }
  return <span className={styles.who}>{event.username ?? 'unknown'}</span>;
}

/** The fields the event's type carries. */
function Details({ event }: { event: LiveEvent }) {
  const multiplier = formatMultiplier(event.multiplier);
  switch (event.type) {
    case 'bet':
      return (
        <>
          {event.game && <span className={styles.game}>{event.game}</span>}
          {multiplier && <Field label="Multiplier">{multiplier}</Field>}
          {event.payout != null && (
            <Field label="Payout">{formatAmount(event.payout, event.currency)}</Field>
          )}
        </>
      );
    case 'deposit':
    case 'withdraw':
      return (
        <>
          {event.txId && (
            <Field label="Tx">
              <span title={event.txId} className={styles.mono}>
                {shortId(event.txId)}
              </span>
            </Field>
          )}
          {event.walletType && <Field label="Wallet">{event.walletType}</Field>}
        </>
      );
    case 'vault_deposit':
    case 'vault_withdraw':
      return <>{event.walletType && <Field label="Wallet">{event.walletType}</Field>}</>;
    case 'redeem':
      return (
        <>
          {event.code && (
            <Field label="Code">
              <span className={styles.mono}>{event.code}</span>
            </Field>
          )}
          {event.claimed != null && <Field label="Claimed">{event.claimed ? 'yes' : 'no'}</Field>}
        </>
      );
    case 'affiliate_claim':
    case 'affiliate_redeem':
      return (
        <>
          {event.claimed != null && <Field label="Claimed">{event.claimed ? 'yes' : 'no'}</Field>}
        </>
      );
    default:
      return null;
  }
}

/** One row of the stream. Memoised: a new frame re-renders only the rows that are new. */
export const EventRow = memo(function EventRow({ item }: { item: StreamEvent }) {
  const { event } = item;
  const time = eventTime(event, item.receivedAt);
  const high = isHighRoller(event);
  return (
    <li className={clsx(styles.row, high && styles.highRow)}>
      <span className={clsx(styles.type, styles[`tone-${EVENT_TYPE_TONE[event.type]}`])}>
        {EVENT_TYPE_LABELS[event.type]}
      </span>
      <div className={styles.main}>
        <div className={styles.line}>
          <Who event={event} />
          {event.vip && (
            <span className={clsx(styles.badge, styles.vip)}>
              <Crown size={11} aria-hidden="true" /> VIP
            </span>
          )}
          {high && (
            <span className={clsx(styles.badge, styles.high)}>
              <Flame size={11} aria-hidden="true" /> High roller
            </span>
          )}
        </div>
        <div className={styles.details}>
          <Details event={event} />
          {event.status && (
            <span className={clsx(styles.status, styles[`status-${event.status.toLowerCase()}`])}>
              {event.status}
            </span>
          )}
        </div>
      </div>
      <div className={styles.side}>
        <span className={styles.amount}>{formatAmount(event.amount, event.currency)}</span>
        <time dateTime={time.iso} className={styles.time}>
          {time.text}
        </time>
      </div>
    </li>
  );
});
