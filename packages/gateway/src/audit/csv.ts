import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AuditRow } from './store.js';

/** The export's columns: the row as Activity shows it, then its place in the chain and hashes. */
const COLUMNS: [header: string, cell: (r: AuditRow) => unknown][] = [
  ['at', (r) => r.at.toISOString()],
  ['username', (r) => r.username],
  ['display_name', (r) => r.displayName],
  ['procedure', (r) => r.procedure],
  ['target', (r) => r.target],
  ['outcome', (r) => r.outcome],
  ['error', (r) => r.error],
  ['duration_ms', (r) => r.durationMs],
  ['input', (r) => r.input],
  ['before', (r) => r.before],
  ['after', (r) => r.after],
  ['id', (r) => r.id],
  ['seq', (r) => r.seq],
  ['prev_hash', (r) => r.prevHash],
  ['hash', (r) => r.hash],
];

/** A formula's first character after a separator a spreadsheet may split on. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)([=+\-@])/g;

/**
 * One cell's text. csv-stringify quotes every cell (so no `,` or the `;` of many locales splits
 * it) and puts `'` before a leading `=`, `+`, `-`, `@`, tab or CR; this adds the same `'` before
 * one that follows a `,`, `;`, tab or `|` inside the text, for a program that splits on those
 * ignoring the quotes.
 */
function cellText(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
}

/**
 * The rows as CSV (header first, CRLF line ends, UTF-8), streamed: a row is turned into text as
 * the reader takes it, so memory holds the rows' source page and the socket's buffer, whatever
 * the number of rows.
 */
export function auditCsv(rows: AsyncIterable<AuditRow>): Readable {
  const stringifier = stringify({
    header: true,
    columns: COLUMNS.map(([header]) => header),
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: '\r\n',
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield COLUMNS.map(([, cell]) => cellText(cell(row)));
    })(),
  );
  records.on('error', (err) => stringifier.destroy(err));
  return records.pipe(stringifier);
}
