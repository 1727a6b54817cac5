import { parse } from 'csv-parse/sync';
import { CliError, EXIT } from './io.js';

/** One slot whose position changes. */
export interface Move {
  slotId: string;
  title: string;
  from: number;
  to: number;
}

const ID_COLUMNS = ['slot_id', 'slotid', 'id', 'slot'];
const POSITION_COLUMNS = ['position', 'order', 'pos'];

/**
 * The wanted order from a CSV with a header row: a slot id column (`slot_id`, `slotId` or `id`)
 * and, optionally, a position column (`position` or `order`, 1-based). Without positions the
 * rows are the group's whole new order, one row per slot; with positions, the rows are the slots
 * to put at those positions.
 */
export function readOrderCsv(text: string): { slotId: string; position: number | null }[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (err) {
    throw new CliError(EXIT.usage, `The CSV could not be read: ${(err as Error).message}`);
  }
  const first = rows[0];
  if (!first) throw new CliError(EXIT.usage, 'The CSV has no rows.');
  const idColumn = ID_COLUMNS.find((c) => c in first);
  if (!idColumn)
    throw new CliError(EXIT.usage, 'The CSV needs a slot id column: slot_id, slotId or id.');
  const positionColumn = POSITION_COLUMNS.find((c) => c in first);
  return rows.map((row, i) => {
    const slotId = row[idColumn] ?? '';
    if (!slotId) throw new CliError(EXIT.usage, `Row ${i + 2}: the slot id is empty.`);
    if (!positionColumn) return { slotId, position: null };
    const raw = row[positionColumn] ?? '';
    const position = Number(raw);
    if (!/^\d+$/.test(raw) || position < 1)
      throw new CliError(EXIT.usage, `Row ${i + 2}: "${raw}" is not a position (1, 2, 3…).`);
    return { slotId, position };
  });
}

/**
 * The positions that change, given the group's current order (ids with titles). Every slot in
 * the CSV must be in the group, once; every position within the group, once.
 */
export function movesFor(
  current: { id: string; title: string }[],
  wanted: { slotId: string; position: number | null }[],
): Move[] {
  const at = new Map(current.map((s, i) => [s.id, { index: i + 1, title: s.title }]));
  const seen = new Set<string>();
  const taken = new Set<number>();
  const explicit = wanted.some((w) => w.position !== null);
  if (!explicit && wanted.length !== current.length) {
    throw new CliError(
      EXIT.usage,
      `The CSV lists ${wanted.length} slots but the group has ${current.length}: list every slot once, or add a position column.`,
    );
  }
  const moves: Move[] = [];
  wanted.forEach((w, i) => {
    const slot = at.get(w.slotId);
    if (!slot) throw new CliError(EXIT.usage, `Slot ${w.slotId} is not in this group.`);
    if (seen.has(w.slotId)) throw new CliError(EXIT.usage, `Slot ${w.slotId} is listed twice.`);
    seen.add(w.slotId);
    const to = w.position ?? i + 1;
    if (w.position === null && explicit)
      throw new CliError(EXIT.usage, `Slot ${w.slotId} has no position.`);
    if (to > current.length)
      throw new CliError(
        EXIT.usage,
        `Position ${to} is past the end of the group (${current.length} slots).`,
      );
    if (taken.has(to)) throw new CliError(EXIT.usage, `Position ${to} is given twice.`);
    taken.add(to);
    if (to !== slot.index)
      moves.push({ slotId: w.slotId, title: slot.title, from: slot.index, to });
  });
  return moves.sort((a, b) => a.to - b.to);
}

/** The diff as lines: `  #12 → #3   <id>  Title`. */
export function diffLines(moves: Move[]): string[] {
  const width = String(Math.max(0, ...moves.flatMap((m) => [m.from, m.to]))).length + 1;
  return moves.map(
    (m) =>
      `  ${`#${m.from}`.padStart(width)} → ${`#${m.to}`.padEnd(width)}  ${m.slotId}  ${m.title}`,
  );
}
