CREATE INDEX "audit_user_procedure_idx" ON "audit" USING btree (lower("username"),"procedure" text_pattern_ops,"seq");--> statement-breakpoint
CREATE INDEX "audit_outcome_idx" ON "audit" USING btree ("outcome","seq");
