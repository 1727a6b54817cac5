DROP INDEX "audit_procedure_idx";--> statement-breakpoint
CREATE INDEX "audit_procedure_idx" ON "audit" USING btree ("procedure" text_pattern_ops,"seq");--> statement-breakpoint
CREATE INDEX "audit_availability_idx" ON "audit" USING btree ("seq") WHERE "audit"."outcome" = 'ok' AND ("audit"."procedure" LIKE 'slots.%' OR "audit"."procedure" LIKE 'providers.%') AND ("audit"."procedure" IN ('slots.create', 'slots.delete', 'slots.deleteFromCasino', 'providers.create', 'providers.delete') OR "audit"."before" ?| array['live', 'archived'] OR "audit"."after" ?| array['live', 'archived']);
