DROP INDEX "audit_user_idx";--> statement-breakpoint
DROP INDEX "audit_procedure_idx";--> statement-breakpoint
DROP INDEX "audit_target_idx";--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A row's hash: SHA-256 (hex) of the UTF-8 text of one JSON array holding the previous row's hash
-- and every field of the row, the time in UTC to the microsecond. Postgres writes a jsonb value's
-- text the same way every time (keys sorted, fixed spacing), which makes the encoding canonical.
CREATE FUNCTION audit_row_hash(a audit) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    a.prev_hash, a.seq, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    a.id, a.user_id, a.username, a.display_name, a.procedure, a.target, a.input,
    a.outcome, a.error, a.duration_ms, a.before, a.after
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows written before the chain existed are chained in the order they were written.
DO $$
DECLARE
  r record;
  n bigint := 0;
  h text := '';
BEGIN
  FOR r IN SELECT id FROM audit ORDER BY at, id LOOP
    n := n + 1;
    UPDATE audit SET seq = n, prev_hash = h WHERE id = r.id;
    SELECT audit_row_hash(a) INTO h FROM audit a WHERE a.id = r.id;
    UPDATE audit SET hash = h WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_seq_idx" ON "audit" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_user_lower_idx" ON "audit" USING btree (lower("username"),"seq");--> statement-breakpoint
CREATE INDEX "audit_procedure_idx" ON "audit" USING btree ("procedure","seq");--> statement-breakpoint
CREATE INDEX "audit_target_idx" ON "audit" USING btree ("target","seq");--> statement-breakpoint
-- Appends one at a time, whichever connection or gateway writes: the transaction-scoped lock is
-- held until the insert commits, so the next writer reads this row as the newest. The values an
-- insert gives for seq, prev_hash and hash are replaced.
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(1885435236);
  SELECT seq, hash INTO last_seq, last_hash FROM audit ORDER BY seq DESC LIMIT 1;
  NEW.seq := COALESCE(last_seq, 0) + 1;
  NEW.prev_hash := COALESCE(last_hash, '');
  NEW.hash := audit_row_hash(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_chain BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION audit_chain();--> statement-breakpoint
-- The trail is append-only, for the gateway's own connection too.
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % on audit is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit FOR EACH ROW EXECUTE FUNCTION audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
