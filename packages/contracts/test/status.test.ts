import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUptime,
  hasEnded,
  promotionDisplayStatus,
  providerDisplayStatus,
  slotDisplayStatus,
  systemStatusKind,
  systemStatusText,
  type SystemStatus,
} from '../src/index.js';

describe('slot and provider display status', () => {
  it('unedited > archived > live > unpublished', () => {
    expect(slotDisplayStatus({ unedited: true, archived: true, live: true })).toBe('unedited');
    expect(slotDisplayStatus({ unedited: false, archived: true, live: true })).toBe('archived');
    expect(slotDisplayStatus({ unedited: false, archived: false, live: true })).toBe('live');
    expect(slotDisplayStatus({ unedited: false, archived: false, live: false })).toBe(
      'unpublished',
    );
    expect(slotDisplayStatus({})).toBe('unpublished');
    expect(providerDisplayStatus({ unedited: true, archived: true })).toBe('unedited');
    expect(providerDisplayStatus({ archived: true, live: true })).toBe('archived');
    expect(providerDisplayStatus({ live: true })).toBe('live');
    expect(providerDisplayStatus({ live: null })).toBe('unpublished');
  });
});

describe('promotionDisplayStatus', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const dates = { activeFrom: '2026-06-01T00:00:00Z', activeUntil: '2026-06-30T00:00:00Z' };

  it('Archived > Live (flag) > Unpublished > dates', () => {
    expect(
      promotionDisplayStatus({ archived: true, live: true, unpublished: true, ...dates }, now),
    ).toBe('Archived');
    expect(promotionDisplayStatus({ live: true, unpublished: true, ...dates }, now)).toBe('Live');
    expect(promotionDisplayStatus({ unpublished: true, ...dates }, now)).toBe('Unpublished');
  });

  it('by dates: Upcoming, Live, Ended', () => {
    expect(promotionDisplayStatus(dates, new Date('2026-05-31T23:59:59Z'))).toBe('Upcoming');
    expect(promotionDisplayStatus(dates, now)).toBe('Live');
    expect(promotionDisplayStatus(dates, new Date('2026-06-01T00:00:00Z'))).toBe('Live');
    expect(promotionDisplayStatus(dates, new Date('2026-06-30T00:00:00Z'))).toBe('Live');
    expect(promotionDisplayStatus(dates, new Date('2026-06-30T00:00:01Z'))).toBe('Ended');
  });

  it('reads the upstream spelling and Date values; missing dates are open-ended', () => {
    expect(
      promotionDisplayStatus(
        { active_from: '2026-07-01T00:00:00Z', active_until: '2026-08-01T00:00:00Z' },
        now,
      ),
    ).toBe('Upcoming');
    expect(promotionDisplayStatus({ activeUntil: new Date('2026-01-01T00:00:00Z') }, now)).toBe(
      'Ended',
    );
    expect(promotionDisplayStatus({}, now)).toBe('Live');
    expect(promotionDisplayStatus({ activeFrom: 'not a date', activeUntil: '' }, now)).toBe('Live');
  });
});

describe('system status text', () => {
  const base: SystemStatus = {
    ready: { healthy: true, maintenance: false },
    health: { uptime: 3725, status: 'ok' },
    maintenance: {
      isInMaintenance: false,
      reason: null,
      maintenanceStartedAt: null,
      initiatedBy: null,
      estimatedCompletion: null,
      status: null,
      type: null,
      startedAt: null,
    },
    shutdown: { active: false },
    checkedAt: '2026-01-01T00:00:00Z',
  };

  it('formatUptime as h/m/s', () => {
    expect(formatUptime(0)).toBe('0h 0m 0s');
    expect(formatUptime(3725)).toBe('1h 2m 5s');
    expect(formatUptime(90061.9)).toBe('25h 1m 1s');
    expect(formatUptime(-5)).toBe('0h 0m 0s');
    expect(formatUptime(Number.NaN)).toBe('0h 0m 0s');
  });

  it('priority: Shutting Down, Maintenance Mode, uptime, Operational, Issues', () => {
    expect(
      systemStatusText({
        ...base,
        shutdown: { active: true },
        ready: { healthy: true, maintenance: true },
      }),
    ).toBe('Shutting Down');
    expect(
      systemStatusText({ ...base, maintenance: { ...base.maintenance!, isInMaintenance: true } }),
    ).toBe('Maintenance Mode');
    expect(systemStatusText({ ...base, ready: { healthy: true, maintenance: true } })).toBe(
      'Maintenance Mode',
    );
    expect(systemStatusText(base)).toBe('Uptime: 1h 2m 5s');
    expect(systemStatusText(base, 3726)).toBe('Uptime: 1h 2m 6s');
    expect(systemStatusText({ ...base, health: null })).toBe('Operational');
    expect(
      systemStatusText({ ...base, health: { uptime: null, status: 'healthy' }, ready: null }),
    ).toBe('Operational');
    expect(
      systemStatusText({ ...base, health: { uptime: null, status: 'degraded' }, ready: null }),
    ).toBe('Issues');
    expect(systemStatusText(null)).toBe('Issues');
    expect(systemStatusKind({ ready: { healthy: false, maintenance: false } })).toBe('issues');
  });
});

describe('hasEnded', () => {
  it('is true exactly when the end date lies before now; no date never ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (until, now) => {
          expect(hasEnded(new Date(until).toISOString(), new Date(now))).toBe(now > until);
        },
      ),
    );
    expect(hasEnded(null, new Date())).toBe(false);
    expect(hasEnded('', new Date())).toBe(false);
    expect(hasEnded('not a date', new Date())).toBe(false);
  });
});
