import { useEffect, useState } from 'react';
import { SYSTEM } from '@pitboss/contracts';

/** The uptime now: the last fetched uptime plus the whole seconds since it was fetched. */
export function uptimeAt(
  fetchedUptime: number | null | undefined,
  fetchedAtMs: number,
  nowMs: number,
): number | undefined {
  if (fetchedUptime == null) return undefined;
  return fetchedUptime + Math.max(0, Math.floor((nowMs - fetchedAtMs) / 1000));
}

/** The uptime ticking every second from the last fetched value. */
export function useUptime(
  fetchedUptime: number | null | undefined,
  fetchedAtMs: number,
): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const ticking = fetchedUptime != null;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SYSTEM.uptimeTickMs);
    return () => clearInterval(timer);
  }, [ticking, fetchedAtMs]);
  return uptimeAt(fetchedUptime, fetchedAtMs, now);
}
