CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"version_id" uuid,
	"scheduled_for" timestamp with time zone,
	"author_id" text NOT NULL,
	"author_username" text NOT NULL,
	"author_display_name" text,
	"decided_by_id" text,
	"decided_by_username" text,
	"decided_by_display_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"approved_fingerprint" text,
	"credential" text,
	"credential_key_id" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"file_name" text,
	"file_data" bytea
);
--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "change_requests_created_idx" ON "change_requests" USING btree ("created_at");
