import { z } from 'zod';
import { PROMOTIONS } from '../constants.js';
import {
  PROMOTION_MESSAGES,
  blockMissingTypeMessage,
  contentTooLargeMessage,
  paragraphBlockInvalidMessage,
  paragraphBlockTooDeepMessage,
  paragraphBlockTooLongMessage,
  tableBlockInvalidMessage,
  urlExampleMessage,
} from '../messages.js';
import { isPlainObject } from '../schemas/common.js';
import { htmlNestingDepth } from './html-depth.js';
import type { ContentBlock } from '../schemas/content-block.js';

// ---------------------------------------------------------------------------------------------
// Content blocks
// ---------------------------------------------------------------------------------------------

/** True when editor HTML holds nothing: tags only (e.g. `<p><br></p>`), &nbsp; or whitespace. */
export function isEditorHtmlEmpty(html: string | null | undefined): boolean {
  if (html == null) return true;
  if (/<(img|iframe|video|audio|table|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text === '';
}

/** The editor produces one paragraph block, and only when the content is non-empty. */
export function contentBlocksFromEditor(html: string | null | undefined): ContentBlock[] {
  return html == null || isEditorHtmlEmpty(html) ? [] : [{ type: 'paragraph', value: html }];
}

/** The editor HTML of a promotion's blocks (paragraph values joined), for editing. */
export function editorHtmlFromBlocks(blocks: readonly ContentBlock[]): string {
  return blocks
    .filter((b): b is Extract<ContentBlock, { type: 'paragraph' }> => b.type === 'paragraph')
    .map((b) => b.value)
    .join('');
}

/**
 * Create-only block checks, N 1-based: 'Block N is missing type.', 'Paragraph block N
 * has invalid content.', 'Table block N is missing required data (name, columns, rows).'.
 * Returns every message in block order (empty when all blocks are fine).
 */
export function validateContentBlocks(blocks: readonly unknown[]): string[] {
  const messages: string[] = [];
  const total = blocks.reduce<number>(
    (sum, b) => sum + (isPlainObject(b) && typeof b.value === 'string' ? b.value.length : 0),
    0,
  );
  if (blocks.length > PROMOTIONS.contentMaxBlocks || total > PROMOTIONS.contentMaxChars) {
    return [contentTooLargeMessage(PROMOTIONS.contentMaxBlocks, PROMOTIONS.contentMaxChars)];
  }
  blocks.forEach((block, i) => {
    const n = i + 1;
    if (!isPlainObject(block) || typeof block.type !== 'string' || block.type === '') {
      messages.push(blockMissingTypeMessage(n));
      return;
    }
    if (block.type === 'paragraph' && typeof block.value !== 'string') {
      messages.push(paragraphBlockInvalidMessage(n));
    } else if (block.type === 'paragraph' && typeof block.value === 'string') {
      if (block.value.length > PROMOTIONS.paragraphMaxChars) {
        messages.push(paragraphBlockTooLongMessage(n, PROMOTIONS.paragraphMaxChars));
      } else if (htmlNestingDepth(block.value) > PROMOTIONS.paragraphMaxDepth) {
        messages.push(paragraphBlockTooDeepMessage(n, PROMOTIONS.paragraphMaxDepth));
      }
    } else if (block.type === 'table') {
      const v = block.value;
      if (
        !isPlainObject(v) ||
        typeof v.name !== 'string' ||
        v.name.trim() === '' ||
        !Array.isArray(v.columns) ||
        !Array.isArray(v.rows)
      )
        messages.push(tableBlockInvalidMessage(n));
    }
  });
  return messages;
}

/** Editor table insert: rows 2–10, columns 2–5, else the spec's message. */
export function checkEditorTableSize(rows: unknown, columns: unknown): string | null {
  const r = Number(rows);
  const c = Number(columns);
  const ok =
    Number.isInteger(r) &&
    Number.isInteger(c) &&
    r >= PROMOTIONS.editorTableMinRows &&
    r <= PROMOTIONS.editorTableMaxRows &&
    c >= PROMOTIONS.editorTableMinColumns &&
    c <= PROMOTIONS.editorTableMaxColumns;
  return ok ? null : PROMOTION_MESSAGES.editorTableInvalid;
}

// ---------------------------------------------------------------------------------------------
// Dates and URLs
// ---------------------------------------------------------------------------------------------

/** Parses a date input (ISO, datetime-local text, epoch millis or Date); null when unreadable. */
export function parseDateInput(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A date input as an ISO timestamp; an unreadable value is returned as given. */
export function toIsoTimestamp(value: string | number | Date): string {
  const d = parseDateInput(value);
  return d === null ? String(value) : d.toISOString();
}

const absoluteUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * With redirect on, the URL must parse as an absolute URL. Only http(s) URLs are
 * accepted (a `javascript:` URL parses, but must never become a player-facing link).
 */
export const isAbsoluteUrl = (value: string): boolean =>
  absoluteUrlSchema.safeParse(value.trim()).success;

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

const dateInput = z.union([z.string(), z.date()]).nullish();

/** The promotion create/edit form's values (web). */
export const promotionFormValuesSchema = z.object({
  title: z.string().default(''),
  subtitle: z.string().nullish(),
  gameGroup: z.string().nullish(),
  availableFrom: dateInput,
  availableUntil: dateInput,
  redirected: z.boolean().default(false),
  url: z.string().nullish(),
  buttonText: z.string().nullish(),
  /** The editor's HTML. */
  content: z.string().nullish(),
  /** Blocks, when the form holds blocks rather than HTML. */
  text: z.array(z.unknown()).nullish(),
  archived: z.boolean().optional(),
});
export type PromotionFormValues = z.input<typeof promotionFormValuesSchema>;

export interface FieldIssue {
  path: string;
  message: string;
}

export interface PromotionCheckOptions {
  mode: 'create' | 'edit';
  /** The host in 'URL must be a valid URL address (e.g., {host})'. */
  exampleHost?: string;
}

const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/**
 * Every rule "Promotion create and edit forms", in the spec's order:
 * the combined required message (on each missing field), URL and button text required with
 * redirect on, Available Until strictly after Available From, the absolute URL check, and in
 * create mode 'Title is required.' (a blank title) and the block checks.
 */
export function promotionFormIssues(
  form: PromotionFormValues,
  options: PromotionCheckOptions,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const from = parseDateInput(form.availableFrom ?? null);
  const until = parseDateInput(form.availableUntil ?? null);
  const title = form.title ?? '';
  if (title === '') issues.push({ path: 'title', message: PROMOTION_MESSAGES.requiredFields });
  if (from === null)
    issues.push({ path: 'availableFrom', message: PROMOTION_MESSAGES.requiredFields });
  if (until === null)
    issues.push({ path: 'availableUntil', message: PROMOTION_MESSAGES.requiredFields });
  const redirected = form.redirected === true;
  if (redirected && blank(form.url))
    issues.push({ path: 'url', message: PROMOTION_MESSAGES.urlRequired });
  if (redirected && blank(form.buttonText))
    issues.push({ path: 'buttonText', message: PROMOTION_MESSAGES.buttonTextRequired });
  if (from !== null && until !== null && !(until.getTime() > from.getTime()))
    issues.push({ path: 'availableUntil', message: PROMOTION_MESSAGES.untilAfterFrom });
  if (!blank(form.url) && !isAbsoluteUrl(form.url ?? ''))
    issues.push({
      path: 'url',
      message: urlExampleMessage(options.exampleHost ?? PROMOTIONS.exampleUrlHost),
    });
  if (options.mode === 'create') {
    if (title !== '' && title.trim() === '')
      issues.push({ path: 'title', message: PROMOTION_MESSAGES.createTitleRequired });
    const blocks = form.text ?? contentBlocksFromEditor(form.content);
    for (const message of validateContentBlocks(blocks)) issues.push({ path: 'text', message });
  }
  return issues;
}

const formSchema = (options: PromotionCheckOptions) =>
  promotionFormValuesSchema.superRefine((form, ctx) => {
    for (const issue of promotionFormIssues(form, options))
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });

/** The create form (react-hook-form + zodResolver); 'Create New Promotion'. */
export const createPromotionFormSchema = formSchema({ mode: 'create' });
/** The edit form. */
export const editPromotionFormSchema = formSchema({ mode: 'edit' });
/** Either form with another example host in the URL message. */
export const promotionFormSchema = (options: PromotionCheckOptions) => formSchema(options);
