import { describe, expect, it } from 'vitest';
import { formatUptime, systemStatusText } from '@pitboss/contracts';
import { uptimeAt } from './use-uptime';

describe('uptimeAt', () => {
  it('adds the whole seconds since the fetch', () => {
    expect(uptimeAt(3725, 10_000, 10_000)).toBe(3725);
    expect(uptimeAt(3725, 10_000, 12_999)).toBe(3727);
    expect(formatUptime(uptimeAt(3725, 0, 1_000) ?? 0)).toBe('1h 2m 6s');
  });

  it('is unknown without an uptime, and never goes back', () => {
    expect(uptimeAt(null, 0, 5_000)).toBeUndefined();
    expect(uptimeAt(10, 5_000, 0)).toBe(10);
  });

  it('feeds the status text (priority stays with maintenance and shutdown)', () => {
    const status = {
      ready: { healthy: true, maintenance: false },
      health: { uptime: 10, status: 'ok' },
      maintenance: null,
      shutdown: { active: false },
      checkedAt: '',
    };
    expect(systemStatusText(status, uptimeAt(10, 0, 5_000))).toBe('Uptime: 0h 0m 15s');
    expect(systemStatusText({ ...status, shutdown: { active: true } }, 15)).toBe('Shutting Down');
  });
});
