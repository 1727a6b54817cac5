import { PROMOTION_STATUS_LABELS, SYSTEM_MESSAGES, uptimeStatusMessage } from '../messages.js';
import type { SystemStatus } from '../schemas/system.js';

export type CatalogueStatus = 'unedited' | 'archived' | 'live' | 'unpublished';

interface CatalogueFlags {
  unedited?: boolean | null;
  archived?: boolean | null;
  live?: boolean | null;
}

const catalogueStatus = (item: CatalogueFlags): CatalogueStatus => {
  if (item.unedited === true) return 'unedited';
  if (item.archived === true) return 'archived';
  if (item.live === true) return 'live';
  return 'unpublished';
};

/** Unedited, else archived, else live, else unpublished. */
export const slotDisplayStatus = (slot: CatalogueFlags): CatalogueStatus => catalogueStatus(slot);

/** Provider badge: same order as slots — unedited, archived, live, unpublished. */
export const providerDisplayStatus = (provider: CatalogueFlags): CatalogueStatus =>
  catalogueStatus(provider);

export type PromotionDisplayStatus =
  (typeof PROMOTION_STATUS_LABELS)[keyof typeof PROMOTION_STATUS_LABELS];

/** A promotion as normalised (activeFrom) or as read from the admin API (active_from). */
export interface PromotionStatusInput {
  archived?: boolean | null;
  live?: boolean | null;
  unpublished?: boolean | null;
  activeFrom?: string | Date | null;
  activeUntil?: string | Date | null;
  active_from?: string | Date | null;
  active_until?: string | Date | null;
}

const time = (v: string | Date | null | undefined): number | null => {
  if (v == null || v === '') return null;
  const t = (v instanceof Date ? v : new Date(v)).getTime();
  return Number.isNaN(t) ? null : t;
};

/**
 * Archived if archived; else Live if live; else Unpublished if unpublished; else by
 * dates: before active_from Upcoming, between the dates Live, after active_until Ended.
 * A missing date is open-ended. `now` is injected.
 */
export function promotionDisplayStatus(
  promotion: PromotionStatusInput,
  now: Date,
): PromotionDisplayStatus {
  if (promotion.archived === true) return PROMOTION_STATUS_LABELS.archived;
  if (promotion.live === true) return PROMOTION_STATUS_LABELS.live;
  if (promotion.unpublished === true) return PROMOTION_STATUS_LABELS.unpublished;
  const t = now.getTime();
  const from = time(promotion.activeFrom ?? promotion.active_from);
  const until = time(promotion.activeUntil ?? promotion.active_until);
  if (from !== null && t < from) return PROMOTION_STATUS_LABELS.upcoming;
  if (until !== null && t > until) return PROMOTION_STATUS_LABELS.ended;
  return PROMOTION_STATUS_LABELS.live;
}

/**
 * Whether an end date (`active_until`, `valid_until`) has passed at `now`; no date never ends.
 * Screens keep the status label and mark an ended offer beside it.
 */
export const hasEnded = (until: string | Date | null | undefined, now: Date): boolean => {
  const t = time(until);
  return t !== null && now.getTime() > t;
};

/** Uptime as hours, minutes and seconds: `3725` → `'1h 2m 5s'`. */
export function formatUptime(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${m}m ${s}s`;
}

const HEALTHY_WORDS = ['ok', 'healthy', 'operational', 'up', 'ready'];

/** The status text's kind, for the status dot's colour. */
export type SystemStatusKind = 'shutdown' | 'maintenance' | 'uptime' | 'operational' | 'issues';

/** Priority shutting down, maintenance mode, uptime, operational, issues. */
export function systemStatusKind(
  status: Partial<SystemStatus> | null | undefined,
): SystemStatusKind {
  if (status?.shutdown?.active === true) return 'shutdown';
  if (status?.maintenance?.isInMaintenance === true || status?.ready?.maintenance === true)
    return 'maintenance';
  if (status?.health?.uptime != null) return 'uptime';
  const healthStatus = status?.health?.status?.toLowerCase();
  if (
    status?.ready?.healthy === true ||
    (healthStatus != null && HEALTHY_WORDS.includes(healthStatus))
  )
    return 'operational';
  return 'issues';
}

/**
 * The system panel's status text: 'Shutting Down', 'Maintenance Mode', 'Uptime: 1h 2m 3s',
 * 'Operational' or 'Issues'. Pass `uptimeSeconds` to show a ticking uptime.
 */
export function systemStatusText(
  status: Partial<SystemStatus> | null | undefined,
  uptimeSeconds?: number,
): string {
  switch (systemStatusKind(status)) {
    case 'shutdown':
      return SYSTEM_MESSAGES.statusShuttingDown;
    case 'maintenance':
      return SYSTEM_MESSAGES.statusMaintenance;
    case 'uptime':
      return uptimeStatusMessage(formatUptime(uptimeSeconds ?? status?.health?.uptime ?? 0));
    case 'operational':
      return SYSTEM_MESSAGES.statusOperational;
    default:
      return SYSTEM_MESSAGES.statusIssues;
  }
}
