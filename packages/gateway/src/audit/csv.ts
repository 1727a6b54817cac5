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

/** A formula's first character, at the start of a cell or after a separator a spreadsheet may split on. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)([=+\-@])/g;

/**
 * One CSV cell (RFC 4180), always quoted, so no separator inside it (`,` or the `;` of many
 * locales) splits it. Formulas are neutralised wherever a spreadsheet could start a cell: a
 * leading `=`, `+`, `-`, `@`, tab or CR gets `'` in front, and so does one that follows a `,`,
 * `;`, tab or `|` inside the text (a program that splits on those ignoring the quotes).
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
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit rows as CSV (header first, CRLF line ends, UTF-8). */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
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
