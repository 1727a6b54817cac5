CREATE TABLE "publish_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"step" text,
	"result" jsonb,
	"error" text,
	"changes" jsonb,
	"restored_from" uuid,
	"reason" text,
	"encoding" text,
	"data" "bytea",
	"counts" jsonb,
	"raw_bytes" integer DEFAULT 0 NOT NULL,
	"stored_bytes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "publish_snapshots_at_idx" ON "publish_snapshots" USING btree ("at");--> statement-breakpoint
CREATE INDEX "publish_snapshots_status_idx" ON "publish_snapshots" USING btree ("status");--> statement-breakpoint
CREATE INDEX "audit_target_idx" ON "audit" USING btree ("target","at");