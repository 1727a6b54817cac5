import { isPlainObject, jsonEqual } from '@pitboss/contracts';
import { adminApi, type AdminApi } from '../upstream/api.js';
import type { BoundUpstream, UpstreamRequest } from '../upstream/client.js';
import { allInGroup } from '../upstream/all-in-group.js';

type Input = Record<string, unknown>;
/** Reads what a mutation is about to change; `after` says how to see it changed. */
interface Reader {
  read: (api: AdminApi, input: Input) => Promise<unknown>;
  /** 'answer': the mutation answers the entity; 'read': read it again afterwards. */
  after: 'answer' | 'read';
}

const str = (v: unknown): string => (typeof v === 'number' ? String(v) : String(v ?? ''));
const orders = (list: unknown, key: string): string[] =>
  Array.isArray(list)
    ? list.map((item) => (isPlainObject(item) ? str(item[key]) : '')).filter((v) => v !== '')
    : [];

/** Positions (1-based) of some ids in an ordered list: {id: position}. */
const positions = (ordered: string[], wanted: string[]): Record<string, number | null> => {
  const at = new Map(ordered.map((id, i) => [id, i + 1]));
  return Object.fromEntries(wanted.map((id) => [id, at.get(id) ?? null]));
};

const slot: Reader = { read: (api, i) => api.slots.get(str(i.id)), after: 'answer' };
const provider: Reader = { read: (api, i) => api.providers.get(str(i.id)), after: 'answer' };
const promotion: Reader = { read: (api, i) => api.promotions.get(str(i.id)), after: 'answer' };

/** The updates whose before and after values the audit trail keeps. */
const READERS: Record<string, Reader> = {
  'slots.update': slot,
  'slots.setGroups': slot,
  'slots.reset': slot,
  'slots.bulkOrder': {
    read: async (api, i) =>
      positions(
        (await allInGroup(api, str(i.groupId))).items.map((s) => s.id),
        orders(i.slotOrders, 'slotId'),
      ),
    after: 'read',
  },
  'providers.update': provider,
  'providers.archive': provider,
  'providers.unarchive': provider,
  'providers.toggleLive': provider,
  'providers.reset': provider,
  'providers.bulkOrder': {
    read: async (api, i) =>
      positions(
        (await api.providers.all()).items.map((p) => p.id),
        orders(i.providerOrders, 'providerId'),
      ),
    after: 'read',
  },
  'groups.update': {
    read: async (api, i) => {
      const all = [
        ...(await api.groups.list()).items,
        ...(await api.groups.list({ archived: true })).items,
      ];
      return all.find((g) => g.id === str(i.id)) ?? null;
    },
    after: 'answer',
  },
  'promotions.update': promotion,
  'promotions.setArchived': promotion,
  'promoCodes.update': { read: (api, i) => api.promoCodes.get(str(i.id)), after: 'answer' },
  'tables.update': { read: (api, i) => api.tables.get(str(i.id)), after: 'answer' },
  'themes.update': { read: (api, i) => api.themes.get(str(i.id)), after: 'answer' },
};

/** Fields that change on every write and say nothing. */
const NOISE = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at']);

/** Only the fields that differ: {before: {field: old}, after: {field: new}}. */
function differingFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(key) || jsonEqual(before[key], after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

const NOT_READ = Symbol('not read');

/** What the audit row needs: the changed fields before and after, once the mutation answered. */
export type AuditChanges = (answer: unknown) => Promise<{ before: unknown; after: unknown } | null>;

/**
 * For an audited update: the user's upstream, wrapped so that the entity is read just before the
 * first write (after the input was validated: bad input never reaches the admin API), and a
 * function answering the changed fields once the mutation succeeded. Null for other procedures.
 * A failed read leaves the audit row without before/after; the mutation goes on.
 */
export function watchBefore(
  bound: BoundUpstream,
  procedure: string,
  input: unknown,
): { upstream: BoundUpstream; changes: AuditChanges } | null {
  const reader = READERS[procedure];
  if (!reader || !isPlainObject(input)) return null;
  const api = adminApi(bound);
  let before: Promise<unknown> | null = null;
  const guard = async (req: UpstreamRequest) => {
    if ((req.method ?? 'GET') !== 'GET')
      await (before ??= reader.read(api, input).catch(() => NOT_READ));
  };
  return {
    upstream: {
      stats: bound.stats,
      client: bound.client,
      request: async (req) => {
        await guard(req);
        return bound.request(req);
      },
      fetch: async (req) => {
        await guard(req);
        return bound.fetch(req);
      },
    },
    changes: async (answer) => {
      const was = before ? await before : NOT_READ;
      if (was === NOT_READ) return null;
      const now =
        reader.after === 'answer' ? answer : await reader.read(api, input).catch(() => NOT_READ);
      return now === NOT_READ ? null : differingFields(was, now);
    },
  };
}
