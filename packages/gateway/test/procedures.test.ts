import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router.js';

/** The public interface of ARCHITECTURE.md "The tRPC API": names may be added, never renamed. */
const DOCUMENTED = {
  auth: ['login', 'completeNewPassword', 'logout', 'me', 'bypass'],
  system: [
    'status',
    'enableMaintenance',
    'disableMaintenance',
    'initiateShutdown',
    'cancelShutdown',
    'overview',
  ],
  groups: ['list', 'create', 'update'],
  providers: [
    'search',
    'list',
    'listAllForOrdering',
    'archived',
    'get',
    'create',
    'update',
    'archive',
    'unarchive',
    'toggleLive',
    'reset',
    'delete',
    'bulkOrder',
  ],
  slots: [
    'filter',
    'search',
    'archived',
    'get',
    'listAllInGroup',
    'listAllForOrdering',
    'create',
    'update',
    'deleteImage',
    'reset',
    'delete',
    'setGroups',
    'bulkOrder',
    'demoPlay',
    'refreshMaterializedView',
    'deleteFromCasino',
  ],
  catalogue: ['publish', 'reset', 'refreshSoftswiss', 'changesSinceLastPublish'],
  promotions: [
    'filter',
    'search',
    'get',
    'listAllForOrdering',
    'create',
    'update',
    'setArchived',
    'delete',
    'deleteImage',
    'bulkOrder',
    'publish',
  ],
  promoCodes: ['list', 'get', 'getByCode', 'create', 'update', 'delete', 'stats'],
  tables: ['list', 'get', 'create', 'update', 'delete'],
  themes: ['list', 'get', 'getBySlug', 'create', 'update', 'delete'],
  audit: ['list'],
};

describe('the procedure names', () => {
  it('every documented procedure exists', () => {
    const names = Object.keys(appRouter._def.procedures);
    const expected = Object.entries(DOCUMENTED).flatMap(([router, procedures]) =>
      procedures.map((p) => `${router}.${p}`),
    );
    expect(names).toEqual(expect.arrayContaining(expected));
  });
});
