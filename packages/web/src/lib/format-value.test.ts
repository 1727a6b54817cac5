import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, formatValue } from './format-value';

describe('values as a curator reads them', () => {
  it('formats plain values, lists and objects, and cuts long text', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue(true)).toBe('yes');
    expect(formatValue(['a', 'b'])).toBe('a, b');
    expect(formatValue([])).toBe('none');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue('x'.repeat(500))).toHaveLength(160);
    expect(fieldLabel('is_active')).toBe('Is active');
    expect(fieldLabel('displayName')).toBe('Display name');
  });

  it('lists only the fields an update changed', () => {
    expect(changedFields({ title: 'A', live: true }, { title: 'B', live: true })).toEqual([
      { field: 'title', before: 'A', after: 'B' },
    ]);
    expect(changedFields(null, { snapshot: 'x' })).toEqual([
      { field: 'snapshot', before: null, after: 'x' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
