import { describe, expect, it } from 'vitest';
import { providerEditChanges } from './provider-changes';

describe('providerEditChanges', () => {
  const original = { displayName: 'NetEnt', description: 'Swedish studio' };

  it('is empty when nothing changed (spaces around do not count)', () => {
    expect(
      providerEditChanges(original, { displayName: ' NetEnt ', description: 'Swedish studio  ' }),
    ).toEqual({});
  });

  it('sends only the changed field, trimmed', () => {
    expect(
      providerEditChanges(original, { displayName: 'NetEnt', description: '  New text ' }),
    ).toEqual({
      description: 'New text',
    });
    expect(
      providerEditChanges(original, { displayName: 'Net Ent', description: 'Swedish studio' }),
    ).toEqual({
      displayName: 'Net Ent',
    });
  });

  it('a cleared description is a change to the empty text', () => {
    expect(providerEditChanges(original, { displayName: 'NetEnt', description: '   ' })).toEqual({
      description: '',
    });
  });
});
