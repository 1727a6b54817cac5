import type { AuditEntry } from '@pitboss/contracts';

const HEADER = [
  'at',
  'username',
  'display_name',
  'procedure',
  'target',
  'outcome',
  'error',
  'duration_ms',
  'input',
  'before',
  'after',
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is prefixed with `'`.
 */
function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit rows as CSV (header first, CRLF line ends, UTF-8). */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [HEADER.join(',')];
  for (const e of entries) {
    lines.push(
      [
        e.at,
        e.username,
        e.displayName,
        e.procedure,
        e.target,
        e.outcome,
        e.error,
        e.durationMs,
        e.input,
        e.before,
        e.after,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
