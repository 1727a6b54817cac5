/** A file size for people: 512 B, 1.5 KB, 2.3 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A stake as money-like text (the spec gives no currency for tables). */
export function formatStake(stake: number): string {
  return stake.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
