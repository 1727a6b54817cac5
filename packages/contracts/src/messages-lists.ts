/**
 * What a list says when it cannot be loaded, and its pager's words. Composed texts in the style
 * of the spec's 'Failed to load promotions' (the one list load failure it quotes), which the
 * promotions keep. Re-exported by messages.ts: import them from '@pitboss/contracts'.
 */

import { PROMOTION_MESSAGES } from './messages-offers.js';

/** The title of a list's load failure; the gateway's own words follow it, then Retry. */
export const LIST_LOAD_FAILED = {
  slots: 'Failed to load slots',
  providers: 'Failed to load providers',
  groups: 'Failed to load groups',
  promotions: PROMOTION_MESSAGES.loadFailed,
  tables: 'Failed to load tables',
  themes: 'Failed to load themes',
  promoCodes: 'Failed to load promo codes',
  activity: 'Failed to load the activity',
} as const;

/** The button that asks for a failed list again. */
export const RETRY_LABEL = 'Retry';

/** The pager's controls, by accessible name. */
export const PAGER_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  goTo: 'Go to page',
  go: 'Go',
} as const;

/** 'Page 3 of 94': where the pager stands. */
export const pageOfText = (page: number, pages: number): string =>
  `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}`;

/** A page number outside 1…pages typed into "Go to page". */
export const pageOutOfRangeMessage = (pages: number): string =>
  `Enter a page from 1 to ${pages.toLocaleString('en-US')}.`;
