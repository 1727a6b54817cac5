import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { Power, PowerOff, RefreshCw, Wrench } from 'lucide-react';
import {
  SYSTEM_MESSAGES,
  systemStatusKind,
  systemStatusText,
  type SystemStatus,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useCancelShutdown } from '../api/cancel-shutdown';
import { useDisableMaintenance } from '../api/disable-maintenance';
import { useEnableMaintenance } from '../api/enable-maintenance';
import { useSystemStatus } from '../api/get-system-status';
import { useInitiateShutdown } from '../api/initiate-shutdown';
import { useUptime } from '../hooks/use-uptime';
import { useVisible } from '../hooks/use-visible';
import { MaintenanceDialog } from './maintenance-dialog';
import styles from './system-panel.module.css';

const CLOCK = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const timeOf = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : CLOCK.format(d);
};

/**
 * The system management panel: status dot and
 * text, maintenance on/off, shutdown and its cancel. Used by the dashboard and the curator.
 */
export function SystemPanel({ className }: { className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const visible = useVisible(ref);
  const status = useSystemStatus({ visible });
  const data: SystemStatus | undefined = status.data;
  const uptime = useUptime(data?.health?.uptime, status.dataUpdatedAt);
  // scrolled back into view after a while: refresh at once rather than at the next interval
  const { isStale, isFetching, refetch } = status;
  const wasVisible = useRef(visible);
  useEffect(() => {
    const becameVisible = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (becameVisible && isStale && !isFetching) void refetch({ cancelRefetch: false });
  }, [visible, isStale, isFetching, refetch]);

  const enable = useEnableMaintenance();
  const disable = useDisableMaintenance();
  const shutdown = useInitiateShutdown();
  const cancelShutdown = useCancelShutdown();
  const [maintenanceOpen, setMaintenanceOpen] = useState(false);
  const [confirmShutdown, setConfirmShutdown] = useState(false);
  const maintenanceUsed = useOpenedOnce(maintenanceOpen);

  const shutdownActive = data?.shutdown?.active === true;
  const inMaintenance =
    data?.maintenance?.isInMaintenance === true || data?.ready?.maintenance === true;
  const kind = data ? systemStatusKind(data) : null;
  const text = status.isPending ? 'Checking…' : systemStatusText(data ?? null, uptime);
  const busy =
    enable.isPending || disable.isPending || shutdown.isPending || cancelShutdown.isPending;
  const until = timeOf(data?.maintenance?.estimatedCompletion);

  return (
    <section
      ref={ref}
      className={clsx(styles.panel, className)}
      aria-labelledby="system-panel-title"
    >
      <div className={styles.statusBlock}>
        <h2 id="system-panel-title" className={styles.title}>
          System
        </h2>
        <div className={styles.status}>
          <span
            className={clsx(styles.dot, kind && styles[kind], status.isFetching && styles.fetching)}
            aria-hidden="true"
          />
          {/* Not announced on every tick: the uptime changes each second. */}
          <span
            role="status"
            aria-live="off"
            aria-label="System status"
            className={styles.statusText}
          >
            {text}
          </span>
          <button
            type="button"
            className={styles.refresh}
            aria-label="Refresh system status"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
          >
            <RefreshCw
              size={14}
              aria-hidden="true"
              className={clsx(status.isFetching && styles.spin)}
            />
          </button>
        </div>
        {inMaintenance && data?.maintenance?.reason && (
          <p className={styles.detail}>
            {data.maintenance.reason}
            {until && <> · until {until}</>}
          </p>
        )}
        {status.isError && (
          <p className={styles.detail} role="alert">
            {errorMessage(status.error, 'The system status could not be loaded.')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {inMaintenance ? (
          <Button
            variant="secondary"
            onClick={() => disable.mutate()}
            loading={disable.isPending}
            disabled={shutdownActive || busy}
          >
            <Wrench size={16} aria-hidden="true" />
            Disable Maintenance
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => setMaintenanceOpen(true)}
            disabled={shutdownActive || busy || !data}
          >
            <Wrench size={16} aria-hidden="true" />
            Enable Maintenance
          </Button>
        )}
        {shutdownActive ? (
          <Button
            variant="secondary"
            onClick={() => cancelShutdown.mutate()}
            loading={cancelShutdown.isPending}
            disabled={busy}
          >
            <PowerOff size={16} aria-hidden="true" />
            Cancel Shutdown
          </Button>
        ) : (
          <Button
            variant="danger"
            onClick={() => setConfirmShutdown(true)}
            disabled={busy || !data}
          >
            <Power size={16} aria-hidden="true" />
            Shutdown
          </Button>
        )}
      </div>

      {maintenanceUsed && (
        <MaintenanceDialog
          open={maintenanceOpen}
          onOpenChange={setMaintenanceOpen}
          pending={enable.isPending}
          onSubmit={(input) => enable.mutate(input, { onSuccess: () => setMaintenanceOpen(false) })}
        />
      )}
      <ConfirmDialog
        open={confirmShutdown}
        onOpenChange={setConfirmShutdown}
        title="Initiate Shutdown"
        message={SYSTEM_MESSAGES.shutdownConfirm}
        confirmLabel="Shut Down"
        variant="danger"
        pending={shutdown.isPending}
        onConfirm={() => shutdown.mutate(undefined, { onSettled: () => setConfirmShutdown(false) })}
      />
    </section>
  );
}
