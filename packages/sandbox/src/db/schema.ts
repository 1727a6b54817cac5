/** The sandbox's own schema (plain SQL over PGlite). Catalogue tables have `prod_` twins. */
const catalogue = (prefix: string): string => `
CREATE TABLE IF NOT EXISTS ${prefix}groups (
  id integer PRIMARY KEY,
  name text NOT NULL,
  display_name text NOT NULL,
  slug text NOT NULL,
  order_hint integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${prefix}providers (
  id integer PRIMARY KEY,
  display_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  slug text NOT NULL,
  image_url text,
  live boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  unedited boolean NOT NULL DEFAULT true,
  order_hint integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${prefix}slots (
  id integer PRIMARY KEY,
  title text NOT NULL,
  identifier text NOT NULL,
  slug text NOT NULL,
  provider_id integer NOT NULL,
  display_provider_id integer NOT NULL,
  orig_title text,
  description text,
  category text,
  feature_group text,
  theme text,
  released_at timestamptz,
  order_hint integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  live boolean NOT NULL DEFAULT false,
  unedited boolean NOT NULL DEFAULT true,
  has_demo boolean NOT NULL DEFAULT false,
  image_url text,
  params jsonb NOT NULL DEFAULT '{}',
  restrictions jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${prefix}slot_groups (
  slot_id integer NOT NULL,
  group_id integer NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (slot_id, group_id)
);
`;

export const SCHEMA_SQL = `
${catalogue('')}
${catalogue('prod_')}
-- Each list order with its tie-breaker, so a page deep in a group or the catalogue is read from
-- an index instead of sorting every row first (the group's pages of 100 and the slot lists'
-- sorts by title, release and update).
DROP INDEX IF EXISTS slot_groups_group_pos;
CREATE INDEX IF NOT EXISTS slot_groups_group_order ON slot_groups (group_id, position, slot_id);
CREATE INDEX IF NOT EXISTS slots_provider ON slots (provider_id);
CREATE INDEX IF NOT EXISTS slots_display_provider ON slots (display_provider_id);
CREATE INDEX IF NOT EXISTS slots_order ON slots (order_hint, id);
CREATE INDEX IF NOT EXISTS slots_title_order ON slots (lower(title), id);
CREATE INDEX IF NOT EXISTS slots_released_order ON slots (released_at, id);
CREATE INDEX IF NOT EXISTS slots_updated_order ON slots (updated_at, id);
CREATE TABLE IF NOT EXISTS promotions (
  id integer PRIMARY KEY,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  game_group text NOT NULL DEFAULT '',
  text jsonb NOT NULL DEFAULT '[]',
  image_url text,
  active_from timestamptz NOT NULL,
  active_until timestamptz NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  live boolean NOT NULL DEFAULT false,
  unpublished boolean NOT NULL DEFAULT true,
  redirected boolean NOT NULL DEFAULT false,
  url text,
  button_text text,
  order_hint integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS promo_codes (
  id integer PRIMARY KEY,
  code text NOT NULL,
  reward double precision NOT NULL,
  currency text NOT NULL,
  max_global_uses integer,
  valid_from timestamptz,
  valid_until timestamptz,
  metadata jsonb,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS themes (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS theme_files (
  theme_id integer NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  content_type text NOT NULL,
  blob_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (theme_id, name)
);
CREATE TABLE IF NOT EXISTS casino_tables (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  stake double precision NOT NULL,
  theme text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS blobs (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
`;

/** Entity tables in backup order (and their column lists are read from the database). */
export const BACKUP_TABLES = [
  'groups',
  'providers',
  'slots',
  'slot_groups',
  'prod_groups',
  'prod_providers',
  'prod_slots',
  'prod_slot_groups',
  'promotions',
  'promo_codes',
  'themes',
  'theme_files',
  'casino_tables',
  'blobs',
  'meta',
] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];
