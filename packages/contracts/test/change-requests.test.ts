import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHANGE_ACTIONS,
  CHANGE_REQUEST_MESSAGES as M,
  changeSubmitInputSchema,
  parseApprovalsRequired,
  scheduledForProblem,
} from '../src/index.js';

const now = new Date('2030-06-01T12:00:00Z');
const DAY = 86_400_000;

describe('scheduledForProblem', () => {
  it('accepts a time in the future up to 90 days ahead, refuses the past and beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 * DAY }), (ahead) => {
        expect(scheduledForProblem(new Date(now.getTime() + ahead).toISOString(), now)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 * DAY }), (back) => {
        expect(scheduledForProblem(new Date(now.getTime() - back).toISOString(), now)).toBe(
          M.scheduledPast,
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 90 * DAY + 1, max: 5000 * DAY }), (ahead) => {
        expect(scheduledForProblem(new Date(now.getTime() + ahead).toISOString(), now)).toBe(
          M.scheduledTooFar,
        );
      }),
    );
  });

  it('refuses text that is not a time', () => {
    expect(scheduledForProblem('tomorrow', now)).toBe(M.scheduledInvalid);
  });
});

describe('parseApprovalsRequired', () => {
  it('none is the empty list; any subset of the actions reads back as itself', () => {
    expect(parseApprovalsRequired('none')).toEqual({ actions: [], unknown: [] });
    fc.assert(
      fc.property(fc.subarray([...CHANGE_ACTIONS]), (subset) => {
        const parsed = parseApprovalsRequired(subset.join(' , '));
        expect(parsed.actions).toEqual(subset);
        expect(parsed.unknown).toEqual([]);
      }),
    );
  });

  it('names what it does not know', () => {
    expect(parseApprovalsRequired('publish,deploy')).toEqual({
      actions: ['publish'],
      unknown: ['deploy'],
    });
  });
});

describe('changeSubmitInputSchema', () => {
  it('a restore names its version; other actions do not', () => {
    const restore = changeSubmitInputSchema.safeParse({ action: 'restore' });
    expect(restore.success ? null : restore.error.issues[0]?.message).toBe(M.versionRequired);
    const publish = changeSubmitInputSchema.safeParse({
      action: 'publish',
      versionId: '6f1c2b1e-8a43-4f7e-9d0c-2f1b1c3d4e5f',
    });
    expect(publish.success ? null : publish.error.issues[0]?.message).toBe(M.versionOnlyForRestore);
  });

  it('a scheduled time carries its zone', () => {
    const r = changeSubmitInputSchema.safeParse({
      action: 'publish',
      scheduledFor: '2030-06-02T09:00:00',
    });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(M.scheduledInvalid);
    expect(
      changeSubmitInputSchema.safeParse({ action: 'publish', scheduledFor: '2030-06-02T09:00:00Z' })
        .success,
    ).toBe(true);
  });
});
