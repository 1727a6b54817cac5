import { z } from 'zod';

/** The one page shape the gateway returns to browsers: `{ items, total, page, totalPages }`. */
export const pageSchema = <T extends z.ZodType>(itemSchema: T) =>
  z.strictObject({
    items: z.array(itemSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
    /** Rows the admin API sent that the contracts cannot read (left out, logged); absent when 0. */
    unreadable: z.number().int().positive().optional(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
  /** Rows the admin API sent that the contracts cannot read (left out, logged); absent when 0. */
  unreadable?: number;
}

/**
 * A list the admin API answers whole (no pages), as the gateway returns it: `{ items, unreadable? }`.
 * `unreadable` counts rows it sent that the contracts cannot read (left out, logged); absent when 0.
 */
export const wholeListSchema = <T extends z.ZodType>(itemSchema: T) =>
  z.strictObject({
    items: z.array(itemSchema),
    unreadable: z.number().int().positive().optional(),
    /** An order's list: the version of the order (`orderVersion`), an order save's `base`. */
    version: z.string().optional(),
  });

export interface WholeList<T> {
  items: T[];
  /** Rows the admin API sent that the contracts cannot read (left out, logged); absent when 0. */
  unreadable?: number;
  /** An order's list: the version of the order (`orderVersion`), an order save's `base`. */
  version?: string;
}

/** A WholeList of `items`, with `unreadable` only when some rows could not be read. */
export const wholeList = <T>(items: T[], unreadable = 0): WholeList<T> =>
  unreadable > 0 ? { items, unreadable } : { items };
