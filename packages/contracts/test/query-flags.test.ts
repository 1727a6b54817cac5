import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagFromInput,
  groupsListInputSchema,
  providersListInputSchema,
  providersSearchInputSchema,
  slotsFilterInputSchema,
  slotsSearchInputSchema,
  themesListInputSchema,
} from '../src/index.js';

describe('a yes/no read from a query string', () => {
  it('takes a boolean, or the text true/false, as that value', () => {
    expect(flagFromInput.parse(true)).toBe(true);
    expect(flagFromInput.parse(false)).toBe(false);
    expect(flagFromInput.parse('true')).toBe(true);
    expect(flagFromInput.parse('false')).toBe(false);
  });

  it('refuses any other text or value, never reading it as true', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((s) => s !== 'true' && s !== 'false'),
          fc.integer(),
          fc.constant(null),
        ),
        (value) => {
          expect(flagFromInput.safeParse(value).success).toBe(false);
        },
      ),
    );
  });

  it('is how every list read takes its flags, so `false` in a URL shows the live ones', () => {
    expect(groupsListInputSchema.parse({ archived: 'false' })).toEqual({ archived: false });
    expect(providersListInputSchema.parse({ includeArchived: 'false' })).toEqual({
      includeArchived: false,
    });
    expect(providersSearchInputSchema.parse({ isArchived: 'false' }).isArchived).toBe(false);
    expect(slotsFilterInputSchema.parse({ isArchived: 'false' }).isArchived).toBe(false);
    expect(slotsSearchInputSchema.parse({ isArchived: 'true' }).isArchived).toBe(true);
    expect(themesListInputSchema.parse({ isActive: 'false' }).isActive).toBe(false);
  });
});
