import { useId, useMemo, useState } from 'react';
import clsx from 'clsx';
import { Pause, Play, SlidersHorizontal, Trash2 } from 'lucide-react';
import {
  DASHBOARD_MESSAGES,
  DEFAULT_EVENT_FILTERS,
  EVENT_STREAM,
  type EventFilters,
  type RelayState,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { useLiveEventState } from '../hooks/use-live-stream';
import { visibleEvents, type LiveEventStore } from '../lib/live-event-store';
import { EventFiltersPanel } from './event-filters';
import { EventRow } from './event-row';
import styles from './live-events.module.css';

const CONNECTION_TEXT: Record<RelayState, string> = {
  connecting: DASHBOARD_MESSAGES.connecting,
  connected: DASHBOARD_MESSAGES.connected,
  disconnected: DASHBOARD_MESSAGES.disconnected,
};

const filtersActive = (f: EventFilters) =>
  (Object.keys(DEFAULT_EVENT_FILTERS) as (keyof EventFilters)[]).some(
    (k) => f[k] !== DEFAULT_EVENT_FILTERS[k],
  );

/**
 * Live Casino Events: connection indicator, Filters, Pause/Resume, Clear;
 * newest first, at most 50 rows.
 */
export function LiveEvents({ store }: { store: LiveEventStore }) {
  const { events, paused, connection } = useLiveEventState(store);
  const [filters, setFilters] = useState<EventFilters>(DEFAULT_EVENT_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const rows = useMemo(() => visibleEvents(events, filters), [events, filters]);
  const filtersId = useId();
  const active = filtersActive(filters);

  return (
    <section className={styles.panel} aria-labelledby="live-events-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id="live-events-title" className={styles.title}>
            {DASHBOARD_MESSAGES.liveEventsTitle}
          </h2>
          <div
            className={clsx(styles.connection, styles[connection.state])}
            role="status"
            aria-label="Connection"
            title={connection.reason}
          >
            <span className={styles.connectionDot} aria-hidden="true" />
            <span>{CONNECTION_TEXT[connection.state]}</span>
            {connection.state === 'disconnected' && (
              <span className={styles.connectionMessage}>
                {DASHBOARD_MESSAGES.connectionFailed}
              </span>
            )}
          </div>
        </div>
        <div className={styles.controls}>
          <Button
            size="sm"
            variant={active ? 'primary' : 'secondary'}
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((s) => !s)}
          >
            <SlidersHorizontal size={14} aria-hidden="true" />
            {DASHBOARD_MESSAGES.filters}
          </Button>
          <Button size="sm" onClick={store.togglePaused}>
            {paused ? (
              <Play size={14} aria-hidden="true" />
            ) : (
              <Pause size={14} aria-hidden="true" />
            )}
            {paused ? DASHBOARD_MESSAGES.resume : DASHBOARD_MESSAGES.pause}
          </Button>
          <Button size="sm" onClick={store.clear}>
            <Trash2 size={14} aria-hidden="true" />
            {DASHBOARD_MESSAGES.clear}
          </Button>
        </div>
      </header>

      {showFilters && (
        <EventFiltersPanel
          id={filtersId}
          filters={filters}
          onChange={setFilters}
          onReset={() => setFilters(DEFAULT_EVENT_FILTERS)}
        />
      )}

      <p className={styles.summary}>
        Showing {rows.length} of at most {EVENT_STREAM.maxEvents}
        {paused && <span className={styles.pausedTag}> · Paused</span>}
        {active && <span> · Filtered</span>}
      </p>

      {rows.length === 0 ? (
        <p className={styles.empty}>
          {events.length === 0
            ? DASHBOARD_MESSAGES.waitingForEvents
            : DASHBOARD_MESSAGES.noEventsMatch}
        </p>
      ) : (
        <ol className={styles.list} aria-label="Live events" tabIndex={0}>
          {rows.map((item) => (
            <EventRow key={item.key} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}
