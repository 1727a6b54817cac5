import {
  contentBlocksFromEditor,
  editorHtmlFromBlocks,
  type ContentBlock,
  type Promotion,
  type PromotionFormValues,
  type TableBlock,
} from '@pitboss/contracts';
import { keptTimestamp, toLocalInput } from '../../../lib/dates';

export type TableValue = TableBlock['value'];

/** The promotion form's own fields (react-hook-form holds them). */
export interface FormFields {
  title: string;
  subtitle: string;
  gameGroup: string;
  availableFrom: string;
  availableUntil: string;
  redirected: boolean;
  url: string;
  buttonText: string;
}

/** Everything the form edits: its fields, the editor's HTML and the inserted tables. */
export interface EditValues extends FormFields {
  html: string;
  tables: TableValue[];
}

export const fieldsOf = (p: Promotion | null): FormFields => ({
  title: p?.title ?? '',
  subtitle: p?.subtitle ?? '',
  gameGroup: p?.gameGroup ?? '',
  availableFrom: toLocalInput(p?.activeFrom),
  availableUntil: toLocalInput(p?.activeUntil),
  redirected: p?.redirected ?? false,
  url: p?.url ?? '',
  buttonText: p?.buttonText ?? '',
});

export const tablesOf = (blocks: readonly ContentBlock[]): TableValue[] =>
  blocks.flatMap((b) => (b.type === 'table' ? [b.value] : []));

/** What the form shows when it opens on a promotion (empty for a new one). */
export const editValuesOf = (p: Promotion | null): EditValues => ({
  ...fieldsOf(p),
  html: editorHtmlFromBlocks(p?.text ?? []),
  tables: tablesOf(p?.text ?? []),
});

/** The content blocks: the editor's paragraph, then the tables. */
export const blocksOf = (html: string, tables: readonly TableValue[]): ContentBlock[] => [
  ...contentBlocksFromEditor(html),
  ...tables.map((value): ContentBlock => ({ type: 'table', value })),
];

/** The values the contracts' rules and payloads take; an untouched date goes back as `stored` has it. */
export const promotionValues = (
  v: FormFields,
  text: ContentBlock[],
  stored: Promotion | null,
): PromotionFormValues => ({
  title: v.title,
  subtitle: v.subtitle,
  gameGroup: v.gameGroup,
  // an untouched date goes back as stored (its seconds kept)
  availableFrom: keptTimestamp(v.availableFrom, stored?.activeFrom) || null,
  availableUntil: keptTimestamp(v.availableUntil, stored?.activeUntil) || null,
  redirected: v.redirected,
  url: v.url,
  buttonText: v.buttonText,
  text,
});
