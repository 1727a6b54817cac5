import { badRequest } from './http.js';

export interface OrderChange {
  id: number;
  /** 1-based target position. */
  position: number;
}

/**
 * Applies partial position changes to an ordered list of ids and returns the new order.
 * Changed ids land at their target positions; every other id keeps its relative order in the
 * remaining slots. So the result is always a permutation. Rejects unknown ids, duplicates
 * and positions outside 1..n with 400.
 */
export function applyOrderChanges(
  current: readonly number[],
  changes: readonly OrderChange[],
  label: string,
): number[] {
  const n = current.length;
  const known = new Set(current);
  const seenIds = new Set<number>();
  const seenPositions = new Set<number>();
  const errors: Record<string, string> = {};
  changes.forEach((c, i) => {
    if (!known.has(c.id)) errors[`${i}`] = `${label} ${c.id} is not in this list`;
    else if (seenIds.has(c.id)) errors[`${i}`] = `${label} ${c.id} appears more than once`;
    else if (!Number.isInteger(c.position) || c.position < 1 || c.position > n)
      errors[`${i}`] = `Position must be an integer between 1 and ${n}`;
    else if (seenPositions.has(c.position))
      errors[`${i}`] = `Position ${c.position} is given more than once`;
    seenIds.add(c.id);
    seenPositions.add(c.position);
  });
  if (Object.keys(errors).length > 0) {
    throw badRequest(`Invalid order: ${Object.values(errors)[0]}`, errors);
  }
  const result: (number | undefined)[] = new Array<number | undefined>(n).fill(undefined);
  for (const c of changes) result[c.position - 1] = c.id;
  const rest = current.filter((id) => !seenIds.has(id));
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (result[i] === undefined) result[i] = rest[k++];
  }
  return result as number[];
}
