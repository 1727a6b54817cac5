CREATE TABLE "login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD COLUMN "token_key_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_key_id" text;