/**
 * The difference between two versions of the catalogue (publish snapshots, or a snapshot and the
 * working catalogue), by kind: slots, providers and groups added, removed, changed field by field,
 * and moved (a slot within each of its groups; providers and groups in their order). Pure and
 * linear in the catalogue's size (maps by id), so 3,000 slots with every order changed diff in a
 * few milliseconds.
 */

/** A row as the admin API's backup holds it (snake_case columns, JSON values). */
export type CatalogueRow = Record<string, unknown>;

/** The catalogue part of a backup: `tables.{groups, providers, slots, slot_groups}`. */
export interface CatalogueTables {
  groups: CatalogueRow[];
  providers: CatalogueRow[];
  slots: CatalogueRow[];
  slot_groups: CatalogueRow[];
}

export const CATALOGUE_TABLE_NAMES = ['groups', 'providers', 'slots', 'slot_groups'] as const;

export interface DiffEntity {
  id: string;
  name: string;
}
export interface DiffFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}
export interface DiffChanged extends DiffEntity {
  fields: DiffFieldChange[];
}
export interface DiffMove extends DiffEntity {
  from: number;
  to: number;
}
export interface KindDiff {
  added: DiffEntity[];
  removed: DiffEntity[];
  changed: DiffChanged[];
  /** Providers and groups: their position (order hint) changed. */
  moved: DiffMove[];
}
/** The slots of one group: moved (old → new position), added to it, removed from it. */
export interface GroupSlotsDiff {
  groupId: string;
  groupName: string;
  moved: DiffMove[];
  added: (DiffEntity & { position: number })[];
  removed: (DiffEntity & { position: number })[];
}
export interface CatalogueDiff {
  slots: KindDiff;
  providers: KindDiff;
  groups: KindDiff;
  /** Only groups with at least one move, addition or removal; by group name. */
  groupSlots: GroupSlotsDiff[];
  summary: {
    slots: { added: number; removed: number; changed: number; moved: number };
    providers: { added: number; removed: number; changed: number; moved: number };
    groups: { added: number; removed: number; changed: number; moved: number };
  };
}

/** Columns that change on every write and say nothing to a curator. */
const IGNORED_FIELDS = new Set(['created_at', 'updated_at']);
/** Providers' and groups' position: reported as a move, not as a changed field. */
const POSITION_FIELD = 'order_hint';

let collator: Intl.Collator | undefined;
/**
 * Names in English order. The collator is made at the first diff, not when the module loads: it
 * loads ICU's collation data, which stays resident in a gateway that never diffs.
 */
const compareNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en')).compare(a, b);

const idOf = (row: CatalogueRow): string => String(row.id);
const nameOf = (row: CatalogueRow | undefined, fallback: string): string => {
  const v = row?.title ?? row?.display_name ?? row?.name;
  return typeof v === 'string' && v !== '' ? v : fallback;
};

/** Deep equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // undefined and null are the same absent value in a JSON row
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => jsonEqual(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!jsonEqual(ao[k], bo[k])) return false;
  return true;
}

const byId = (rows: readonly CatalogueRow[]): Map<string, CatalogueRow> => {
  const map = new Map<string, CatalogueRow>();
  for (const row of rows) map.set(idOf(row), row);
  return map;
};

const position = (row: CatalogueRow): number => {
  const n = Number(row[POSITION_FIELD]);
  return Number.isFinite(n) ? n : 0;
};

/** A field computed outside the rows (a slot's group ids), compared like the others. */
interface ExtraField {
  field: string;
  before: Map<string, unknown>;
  after: Map<string, unknown>;
}

function compareField(
  fields: DiffFieldChange[],
  field: string,
  before: unknown,
  after: unknown,
): void {
  if (!jsonEqual(before, after))
    fields.push({ field, before: before ?? null, after: after ?? null });
}

function diffKind(
  before: readonly CatalogueRow[],
  after: readonly CatalogueRow[],
  noun: string,
  withMoves: boolean,
  extra?: ExtraField,
): KindDiff {
  const a = byId(before);
  const b = byId(after);
  const out: KindDiff = { added: [], removed: [], changed: [], moved: [] };
  for (const [id, row] of a) {
    if (!b.has(id)) out.removed.push({ id, name: nameOf(row, `${noun} ${id}`) });
  }
  const skip = (field: string) =>
    IGNORED_FIELDS.has(field) || (withMoves && field === POSITION_FIELD);
  for (const [id, next] of b) {
    const prev = a.get(id);
    const name = nameOf(next, `${noun} ${id}`);
    if (!prev) {
      out.added.push({ id, name });
      continue;
    }
    const fields: DiffFieldChange[] = [];
    for (const field in prev)
      if (!skip(field)) compareField(fields, field, prev[field], next[field]);
    for (const field in next)
      if (!(field in prev) && !skip(field)) compareField(fields, field, undefined, next[field]);
    if (extra)
      compareField(fields, extra.field, extra.before.get(id) ?? [], extra.after.get(id) ?? []);
    if (fields.length > 0) out.changed.push({ id, name, fields });
    if (withMoves && position(prev) !== position(next))
      out.moved.push({ id, name, from: position(prev), to: position(next) });
  }
  const byName = (x: DiffEntity, y: DiffEntity) => compareNames(x.name, y.name) || cmpId(x, y);
  out.added.sort(byName);
  out.removed.sort(byName);
  out.changed.sort(byName);
  out.moved.sort((x, y) => x.to - y.to || cmpId(x, y));
  return out;
}

const cmpId = (x: DiffEntity, y: DiffEntity) =>
  x.id.length - y.id.length || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/** group id → (slot id → position) */
function memberships(rows: readonly CatalogueRow[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const g = String(row.group_id);
    let m = out.get(g);
    if (!m) out.set(g, (m = new Map()));
    m.set(String(row.slot_id), Number(row.position));
  }
  return out;
}

/** slot id → sorted group ids, for the slot's "groups" field. */
function groupsOfSlots(rows: readonly CatalogueRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const s = String(row.slot_id);
    const list = out.get(s) ?? [];
    list.push(String(row.group_id));
    out.set(s, list);
  }
  for (const list of out.values()) list.sort((x, y) => Number(x) - Number(y));
  return out;
}

function diffGroupSlots(
  before: CatalogueTables,
  after: CatalogueTables,
  slotNames: (id: string) => string,
  groupNames: (id: string) => string,
): GroupSlotsDiff[] {
  const a = memberships(before.slot_groups);
  const b = memberships(after.slot_groups);
  const groups = new Set([...a.keys(), ...b.keys()]);
  const out: GroupSlotsDiff[] = [];
  for (const groupId of groups) {
    const prev = a.get(groupId) ?? new Map<string, number>();
    const next = b.get(groupId) ?? new Map<string, number>();
    const d: GroupSlotsDiff = {
      groupId,
      groupName: groupNames(groupId),
      moved: [],
      added: [],
      removed: [],
    };
    for (const [slotId, pos] of prev) {
      const to = next.get(slotId);
      if (to === undefined) d.removed.push({ id: slotId, name: slotNames(slotId), position: pos });
      else if (to !== pos) d.moved.push({ id: slotId, name: slotNames(slotId), from: pos, to });
    }
    for (const [slotId, pos] of next) {
      if (!prev.has(slotId)) d.added.push({ id: slotId, name: slotNames(slotId), position: pos });
    }
    if (d.moved.length + d.added.length + d.removed.length === 0) continue;
    d.moved.sort((x, y) => x.to - y.to || cmpId(x, y));
    d.added.sort((x, y) => x.position - y.position || cmpId(x, y));
    d.removed.sort((x, y) => x.position - y.position || cmpId(x, y));
    out.push(d);
  }
  return out.sort(
    (x, y) => compareNames(x.groupName, y.groupName) || Number(x.groupId) - Number(y.groupId),
  );
}

/**
 * What changes from `before` to `after`. Slots get a synthetic `groups` field (their group ids)
 * so joining or leaving a group shows as a field change; their moves are per group.
 */
export function diffCatalogues(before: CatalogueTables, after: CatalogueTables): CatalogueDiff {
  const slots = diffKind(before.slots, after.slots, 'Slot', false, {
    field: 'groups',
    before: groupsOfSlots(before.slot_groups),
    after: groupsOfSlots(after.slot_groups),
  });
  const providers = diffKind(before.providers, after.providers, 'Provider', true);
  const groups = diffKind(before.groups, after.groups, 'Group', true);

  const names = (key: 'slots' | 'groups', noun: string) => {
    const b = byId(after[key]);
    const a = byId(before[key]);
    return (id: string) => nameOf(b.get(id) ?? a.get(id), `${noun} ${id}`);
  };
  const groupSlots = diffGroupSlots(
    before,
    after,
    names('slots', 'Slot'),
    names('groups', 'Group'),
  );
  const count = (k: KindDiff) => ({
    added: k.added.length,
    removed: k.removed.length,
    changed: k.changed.length,
    moved: k.moved.length,
  });
  const slotMoves = groupSlots.reduce((n, g) => n + g.moved.length, 0);
  return {
    slots,
    providers,
    groups,
    groupSlots,
    summary: {
      slots: { ...count(slots), moved: slotMoves },
      providers: count(providers),
      groups: count(groups),
    },
  };
}

/** True when the two versions have no difference a curator would see. */
export function isEmptyDiff(diff: CatalogueDiff): boolean {
  return Object.values(diff.summary).every((c) => c.added + c.removed + c.changed + c.moved === 0);
}

/** Counts of a catalogue version (history rows). */
export function catalogueCounts(t: CatalogueTables): {
  slots: number;
  providers: number;
  groups: number;
} {
  return { slots: t.slots.length, providers: t.providers.length, groups: t.groups.length };
}
