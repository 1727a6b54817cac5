import { describe, expect, it } from 'vitest';
import type { PublishRecord } from '@pitboss/contracts';
import { defaultComparison, describeCounts, describeRecord, statusOf, windowOf } from './history';

const record = (over: Partial<PublishRecord>): PublishRecord => ({
  id: 'id',
  at: '2026-11-24T10:00:00.000Z',
  username: 'admin',
  displayName: 'Ada Admin',
  kind: 'publish',
  status: 'published',
  step: null,
  result: null,
  error: null,
  changes: null,
  restoredFrom: null,
  restoredFromAt: null,
  reason: null,
  hasSnapshot: true,
  counts: null,
  rawBytes: 0,
  storedBytes: 0,
  ...over,
});

describe('publish history wording', () => {
  it('says what a publish changed, and a rollback what it restored and why', () => {
    const changes = { since: null, slots: 1, providers: 0, groups: 2, by: ['Ada Admin'] };
    expect(describeRecord(record({ changes }))).toBe('Publish: 1 slot, 2 groups changed');
    expect(describeRecord(record({ changes: { ...changes, slots: 0, groups: 0 } }))).toBe(
      'Publish: no recorded changes',
    );
    const rollback = describeRecord(
      record({ kind: 'restore', restoredFromAt: '2026-11-24T09:00:00.000Z', reason: 'oops' }),
    );
    expect(rollback).toMatch(/^Rollback to the version of .+ — “oops”$/);
    expect(statusOf(record({ kind: 'restore' }))).toBe('Restored and published');
    expect(statusOf(record({ status: 'in-progress', step: 'import' }))).toBe(
      'In progress (import)',
    );
    expect(describeCounts({ added: 0, removed: 2, changed: 1, moved: 0 })).toBe(
      '2 removed, 1 changed',
    );
    expect(describeCounts({ added: 0, removed: 0, changed: 0, moved: 0 })).toBe('no change');
  });

  it('a row is compared with the next older one that has a snapshot, the oldest with now', () => {
    const rows = [
      record({ id: 'c' }),
      record({ id: 'b', hasSnapshot: false }),
      record({ id: 'a' }),
    ];
    expect(defaultComparison(rows, 'c')).toEqual({ from: 'a', to: 'c' });
    expect(defaultComparison(rows, 'a')).toEqual({ from: 'a', to: 'current' });
  });

  it('long sections show a window and count the rest', () => {
    const items = Array.from({ length: 3000 }, (_, i) => i);
    expect(windowOf(items, 50)).toEqual({ visible: items.slice(0, 50), left: 2950 });
    expect(windowOf(items.slice(0, 10), 50)).toEqual({ visible: items.slice(0, 10), left: 0 });
  });
});
