/**
 * Dates of promotions and promo codes: one format everywhere, with the time zone
 * shown, and a stored timestamp re-saved as it was (its seconds are never dropped by the form).
 */

const pad = (n: number) => String(n).padStart(2, '0');

const displayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** A stored timestamp for lists and cards, e.g. `1 Jan 2026, 11:00 CET`; none is a dash. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : displayFormat.format(d);
}

/**
 * A stored timestamp as a `datetime-local` value in the browser's zone; with seconds when it has
 * any (the field then shows them), '' when none or unreadable.
 */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const minutes = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.getSeconds() === 0 && d.getMilliseconds() === 0
    ? minutes
    : `${minutes}:${pad(d.getSeconds())}`;
}

/**
 * What a date field sends: the stored timestamp itself while the field still shows it (nothing
 * lost, not even milliseconds), else what was typed.
 */
export function keptTimestamp(input: string, stored: string | null | undefined): string {
  return stored && input !== '' && input === toLocalInput(stored) ? stored : input;
}

/** The zone the date fields are in, e.g. `Times are in your time zone: Europe/Berlin (UTC+01:00).` */
export function localZoneHint(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `Times are in your time zone: ${zone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}).`;
}
