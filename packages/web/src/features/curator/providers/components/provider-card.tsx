import { memo } from 'react';
import clsx from 'clsx';
import { Tooltip } from 'radix-ui';
import { Info } from 'lucide-react';
import { providerDisplayStatus, type Provider } from '@pitboss/contracts';
import { proxiedImageUrl } from '../../lib/image-url';
import cards from '../../components/card.module.css';
import styles from './providers.module.css';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

// made once: `toLocaleString(locale, options)` builds a new formatter on every call
// (two per card were the curator page's largest script cost after React)
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatWhen(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : WHEN.format(d);
}

/** A live dot with its word ("Live" / "Offline"). */
function LiveIndicator({ live }: { live: boolean }) {
  return (
    <span className={styles.live} data-live={live}>
      <span className={clsx(styles.dot, live && styles.dotLive)} aria-hidden="true" />
      {live ? 'Live' : 'Offline'}
    </span>
  );
}

/** The status badge (unedited, archived, live or unpublished) with its details tooltip. */
function ProviderStatusBadge({ provider }: { provider: Provider }) {
  const status = providerDisplayStatus(provider);
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className={clsx(cards.badge, cards[`badge-${status}`], styles.badgeButton)}
          data-status={status}
          aria-label={`Status: ${status}`}
        >
          {/* live is said by the live indicator beside it: the badge keeps only its details */}
          {status === 'live' ? <Info size={14} aria-hidden="true" /> : status}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} side="top" sideOffset={6}>
          <dl className={styles.tooltipList}>
            <dt>Status</dt>
            <dd>{status}</dd>
            <dt>Created</dt>
            <dd>{formatWhen(provider.createdAt)}</dd>
            <dt>Updated</dt>
            <dd>{formatWhen(provider.updatedAt)}</dd>
            <dt>Live</dt>
            <dd>{yesNo(provider.live)}</dd>
            <dt>Archived</dt>
            <dd>{yesNo(provider.archived)}</dd>
            <dt>Unedited</dt>
            <dd>{yesNo(provider.unedited)}</dd>
          </dl>
          <Tooltip.Arrow className={styles.tooltipArrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The provider's logo through the image proxy (w=300 h=100 fit=crop), else its name. */
function ProviderLogo({ provider, className }: { provider: Provider; className?: string }) {
  return provider.imageUrl ? (
    <img
      className={clsx(styles.logo, className)}
      src={proxiedImageUrl(provider.imageUrl, 'provider')}
      alt=""
      loading="lazy"
      width={300}
      height={100}
    />
  ) : (
    <span className={clsx(styles.logo, styles.logoText, className)} aria-hidden="true">
      {provider.displayName}
    </span>
  );
}

/** A provider in the grid: logo or name, name, live indicator, status badge. */
export const ProviderCard = memo(function ProviderCard({
  provider,
  onOpen,
}: {
  provider: Provider;
  onOpen: (provider: Provider) => void;
}) {
  return (
    <li className={styles.cardItem} data-testid="provider-card">
      <button
        type="button"
        className={styles.cardButton}
        onClick={() => onOpen(provider)}
        aria-label={`${provider.displayName}, ${provider.live ? 'live' : 'offline'}, ${providerDisplayStatus(provider)}`}
      >
        <ProviderLogo provider={provider} />
        <span className={styles.name}>{provider.displayName}</span>
      </button>
      <div className={styles.cardFooter}>
        <LiveIndicator live={provider.live} />
        <ProviderStatusBadge provider={provider} />
      </div>
    </li>
  );
});
