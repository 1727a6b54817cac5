import { z } from 'zod';
import { PROMOTIONS } from '../constants.js';
import { toContentBlock, type ContentBlock } from '../schemas/content-block.js';
import type { SortOrder } from '../schemas/common.js';
import { contentBlocksFromEditor, toIsoTimestamp, type PromotionFormValues } from './promotion.js';

/** What the promotion screens send to the admin API and ask of it, built from the form's values. */
// ---------------------------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------------------------

/** The promotion create payload. */
export interface PromotionPayload {
  title: string;
  subTitle: string;
  gameGroup: string;
  text: ContentBlock[];
  redirected: boolean;
  availableFrom: string;
  availableUntil: string;
  url?: string;
  buttonText?: string;
}

/** The update payload: the create payload plus id (and archived when the form carries it). */
export interface PromotionUpdatePayload extends PromotionPayload {
  id: string;
  archived?: boolean;
}

function blocksOf(form: Pick<PromotionFormValues, 'text' | 'content'>): ContentBlock[] {
  if (form.text != null)
    return form.text.map(toContentBlock).filter((b): b is ContentBlock => b !== null);
  return contentBlocksFromEditor(form.content);
}

/**
 * Create payload: title and subtitle trimmed, subTitle and gameGroup '' when not
 * given, availableFrom/Until as ISO timestamps, text the content blocks. Redirect on: url and
 * buttonText always sent, possibly empty. Redirect off: each only when non-empty.
 */
export function buildPromotionPayload(form: PromotionFormValues): PromotionPayload {
  const redirected = form.redirected === true;
  const url = (form.url ?? '').trim();
  const buttonText = (form.buttonText ?? '').trim();
  const payload: PromotionPayload = {
    title: (form.title ?? '').trim(),
    subTitle: (form.subtitle ?? '').trim(),
    gameGroup: form.gameGroup ?? '',
    text: blocksOf(form),
    redirected,
    availableFrom: form.availableFrom != null ? toIsoTimestamp(form.availableFrom) : '',
    availableUntil: form.availableUntil != null ? toIsoTimestamp(form.availableUntil) : '',
  };
  if (redirected || url !== '') payload.url = url;
  if (redirected || buttonText !== '') payload.buttonText = buttonText;
  return payload;
}

/** Update payload: the create payload plus id (and archived when given). */
export function buildPromotionUpdatePayload(
  id: string,
  form: PromotionFormValues,
): PromotionUpdatePayload {
  const payload: PromotionUpdatePayload = { id, ...buildPromotionPayload(form) };
  if (form.archived !== undefined) payload.archived = form.archived;
  return payload;
}

/** A promotion as normalised or as read from the admin API (either field spelling). */
export interface PromotionLike {
  id: string | number;
  title?: string | null;
  subtitle?: string | null;
  subTitle?: string | null;
  gameGroup?: string | null;
  game_group?: string | null;
  GameGroup?: string | null;
  text?: unknown;
  archived?: boolean | null;
  redirected?: boolean | null;
  activeFrom?: string | null;
  activeUntil?: string | null;
  active_from?: string | null;
  active_until?: string | null;
  url?: string | null;
  buttonText?: string | null;
  button_text?: string | null;
}

/** The archive payload. */
export interface PromotionArchivePayload {
  id: string;
  title: string;
  subTitle: string;
  gameGroup: string;
  text: ContentBlock[];
  archived: boolean;
  redirected: boolean;
  availableFrom: string | null;
  availableUntil: string | null;
  url?: string;
  buttonText?: string;
}

/**
 * Archive payload: id, title, subTitle, gameGroup, text, archived flipped, redirected,
 * availableFrom/Until taken from active_from/active_until, plus url and buttonText when
 * redirected.
 */
export function promotionArchivePayload(promotion: PromotionLike): PromotionArchivePayload {
  const redirected = promotion.redirected === true;
  const text = Array.isArray(promotion.text)
    ? promotion.text.map(toContentBlock).filter((b): b is ContentBlock => b !== null)
    : [];
  const payload: PromotionArchivePayload = {
    id: String(promotion.id),
    title: promotion.title ?? '',
    subTitle: promotion.subtitle ?? promotion.subTitle ?? '',
    gameGroup: promotion.gameGroup ?? promotion.game_group ?? promotion.GameGroup ?? '',
    text,
    archived: !(promotion.archived === true),
    redirected,
    availableFrom: promotion.activeFrom ?? promotion.active_from ?? null,
    availableUntil: promotion.activeUntil ?? promotion.active_until ?? null,
  };
  if (redirected) {
    payload.url = promotion.url ?? '';
    payload.buttonText = promotion.buttonText ?? promotion.button_text ?? '';
  }
  return payload;
}

// ---------------------------------------------------------------------------------------------
// List query
// ---------------------------------------------------------------------------------------------

export const promotionFilterOptionSchema = z.enum(PROMOTIONS.filterOptions);
export type PromotionFilterOption = z.infer<typeof promotionFilterOptionSchema>;

/** The list query (GET promotions/filter; search adds `search`). */
export interface PromotionListQuery {
  page: number;
  limit: number;
  order: SortOrder;
  isArchived: boolean;
  byTitle: boolean;
  byActiveFrom: boolean;
  byActiveUntil: boolean;
  byUpdated: boolean;
  search?: string;
}

/**
 * The upstream list query for a filter option (Default, Archived, Title, Active From, Active
 * Until, Updated). Order is ascending, except Updated which lists the most recent first unless
 * `order` is given.
 */
export function promotionListQuery(input: {
  filter?: PromotionFilterOption;
  page?: number;
  limit?: number;
  order?: SortOrder;
  search?: string;
}): PromotionListQuery {
  const filter = input.filter ?? 'default';
  const query: PromotionListQuery = {
    page: input.page ?? 1,
    limit: input.limit ?? PROMOTIONS.pageSize,
    order: input.order ?? (filter === 'updated' ? 'DESC' : 'ASC'),
    isArchived: filter === 'archived',
    byTitle: filter === 'title',
    byActiveFrom: filter === 'activeFrom',
    byActiveUntil: filter === 'activeUntil',
    byUpdated: filter === 'updated',
  };
  const search = input.search?.trim();
  if (search !== undefined && search !== '') query.search = search;
  return query;
}

/**
 * The Edit Order button is hidden while the archived filter is selected or while a
 * search is active.
 */
export const canEditPromotionOrder = (
  filter: PromotionFilterOption,
  search: string | null | undefined,
): boolean => filter !== 'archived' && (search ?? '').trim() === '';
