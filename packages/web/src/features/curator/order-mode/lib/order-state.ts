import { moveItem, moveToPosition, swapIds } from '@pitboss/contracts';

/**
 * The order-edit state: the group's order as loaded, the order
 * as edited, and the history of edits for undo/redo. Every move is an array operation on ids, so
 * a move in a group of 1,000+ slots copies one array of strings and nothing else.
 */
export interface OrderState {
  /** The order as loaded (what the server has). */
  readonly original: readonly string[];
  /** The order as edited. */
  readonly ids: readonly string[];
  /** Earlier orders, most recent last (undo). */
  readonly past: readonly (readonly string[])[];
  /** Undone orders, most recent last (redo). */
  readonly future: readonly (readonly string[])[];
}

export type OrderAction =
  | { type: 'load'; ids: readonly string[] }
  /** Moves the item at `from` to `to` (0-based indexes in the whole order). */
  | { type: 'move'; from: number; to: number }
  /** Moves `id` to the first place of the 1-based `page` (a drop on a page of the strip). */
  | { type: 'moveToPage'; id: string; page: number; pageSize: number }
  /** Moves `id` to the 1-based `position` (Set Order Position). */
  | { type: 'setPosition'; id: string; position: number }
  /** Exchanges two ids (Swap Position). */
  | { type: 'swap'; a: string; b: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The order on the server changed: `original` is the new one, `ids` the user's re-applied on it. */
  | { type: 'rebase'; original: readonly string[]; ids: readonly string[] };

/** How many edits undo remembers. */
export const HISTORY_LIMIT = 500;

export function initialOrderState(ids: readonly string[] = []): OrderState {
  return { original: ids, ids, past: [], future: [] };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** A new order becomes the present; an edit that changes nothing is not recorded. */
function commit(state: OrderState, next: readonly string[]): OrderState {
  if (sameOrder(state.ids, next)) return state;
  const past = [...state.past, state.ids];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { ...state, ids: next, past, future: [] };
}

/** The 0-based index a drop on `page` (1-based) puts an item at: that page's first place. */
export function pageStartIndex(page: number, pageSize: number, total: number): number {
  return Math.min(Math.max(0, (Math.trunc(page) - 1) * pageSize), Math.max(0, total - 1));
}

export function orderReducer(state: OrderState, action: OrderAction): OrderState {
  switch (action.type) {
    case 'load':
      return initialOrderState(action.ids);
    case 'rebase':
      return { ...initialOrderState(action.original), ids: action.ids };
    case 'move':
      return commit(state, moveItem(state.ids, action.from, action.to));
    case 'moveToPage': {
      const from = state.ids.indexOf(action.id);
      if (from < 0) return state;
      const to = pageStartIndex(action.page, action.pageSize, state.ids.length);
      return commit(state, moveItem(state.ids, from, to));
    }
    case 'setPosition':
      return commit(state, moveToPosition(state.ids, action.id, action.position));
    case 'swap':
      return commit(state, swapIds(state.ids, action.a, action.b));
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        ids: previous,
        past: state.past.slice(0, -1),
        future: [...state.future, state.ids],
      };
    }
    case 'redo': {
      const next = state.future[state.future.length - 1];
      if (!next) return state;
      return {
        ...state,
        ids: next,
        past: [...state.past, state.ids],
        future: state.future.slice(0, -1),
      };
    }
  }
}

/** True when the edited order differs from the loaded one. */
export function isDirty(state: OrderState): boolean {
  return !sameOrder(state.original, state.ids);
}

/** The ids on the 1-based `page`. */
export function pageIds(ids: readonly string[], page: number, pageSize: number): readonly string[] {
  return ids.slice((page - 1) * pageSize, page * pageSize);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
