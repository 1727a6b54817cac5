import { z } from 'zod';
import { isPlainObject } from './common.js';

/** A paragraph block: its value is an HTML string. */
export const paragraphBlockSchema = z.strictObject({
  type: z.literal('paragraph'),
  value: z.string(),
});
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;

export const tableBlockValueSchema = z.strictObject({
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

/** A table block: its value holds name, columns and rows. */
export const tableBlockSchema = z.strictObject({
  type: z.literal('table'),
  value: tableBlockValueSchema,
});
export type TableBlock = z.infer<typeof tableBlockSchema>;

export const contentBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema,
  tableBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBlocksSchema = z.array(contentBlockSchema);

const cell = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v == null
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

/** One upstream block → a normalised block, or null when it cannot be read. */
export function toContentBlock(raw: unknown): ContentBlock | null {
  if (!isPlainObject(raw)) return null;
  if (raw.type === 'paragraph') {
    if (typeof raw.value === 'string') return { type: 'paragraph', value: raw.value };
    return null;
  }
  if (raw.type === 'table') {
    const v = raw.value;
    if (!isPlainObject(v) || !Array.isArray(v.columns) || !Array.isArray(v.rows)) return null;
    const columns = v.columns.map((c) =>
      isPlainObject(c) ? cell(c.name ?? c.label ?? c.title) : cell(c),
    );
    const rows = v.rows.map((r) =>
      Array.isArray(r)
        ? r.map(cell)
        : isPlainObject(r)
          ? columns.map((c) => cell(r[c]))
          : [cell(r)],
    );
    return { type: 'table', value: { name: cell(v.name), columns, rows } };
  }
  return null;
}

/**
 * Upstream `text` of a promotion: a list of blocks, a JSON string holding one, or plain HTML
 * (read as one paragraph). Blocks that cannot be read are dropped.
 */
export const upstreamContentBlocksSchema = z
  .unknown()
  .optional()
  .transform((raw): ContentBlock[] => {
    let v: unknown = raw;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s === '') return [];
      try {
        v = JSON.parse(s) as unknown;
      } catch {
        return [{ type: 'paragraph', value: s }];
      }
    }
    if (isPlainObject(v)) v = [v];
    if (!Array.isArray(v)) return [];
    return v.map(toContentBlock).filter((b): b is ContentBlock => b !== null);
  });
