import { describe, expect, it } from 'vitest';
import { backupFileName, backupSummary, importConfirmMessage } from '../src/index.js';

describe('backup summary (say what the file holds before the import)', () => {
  it('counts the lists under tables, data, data.tables or at the top', () => {
    const three = { slots: [1, 2, 3], providers: [1], groups: [] };
    expect(backupSummary({ version: 1, tables: three })).toEqual({
      slots: 3,
      providers: 1,
      groups: 0,
    });
    expect(backupSummary(three)).toEqual({ slots: 3, providers: 1, groups: 0 });
    expect(backupSummary({ data: three })).toEqual({ slots: 3, providers: 1, groups: 0 });
    expect(backupSummary({ data: { tables: three } })).toEqual({
      slots: 3,
      providers: 1,
      groups: 0,
    });
  });

  it('says "not found" (null) rather than 0 for a list it cannot find', () => {
    expect(backupSummary({ tables: { slots: [1] } })).toEqual({
      slots: 1,
      providers: null,
      groups: null,
    });
    expect(backupSummary([1, 2])).toEqual({ slots: null, providers: null, groups: null });
    expect(backupSummary({ slots: 'many' })).toEqual({
      slots: null,
      providers: null,
      groups: null,
    });
  });

  it('the question names each count, singular for one, and what is not there', () => {
    expect(importConfirmMessage({ slots: 120, providers: 1, groups: null })).toMatch(
      /^This file holds 120 slots, 1 provider and no groups list\. Importing it replaces the working catalogue/,
    );
  });
});

describe('backup file name', () => {
  it('is timestamped in UTC with no colons', () => {
    expect(backupFileName(new Date('2026-11-24T10:15:00.123Z'))).toBe(
      'backup-2026-11-24T10-15-00Z.json',
    );
  });
});
