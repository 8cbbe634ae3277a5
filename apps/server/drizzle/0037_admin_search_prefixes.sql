CREATE INDEX "instagram_accounts_name_prefix_idx" ON "instagram_accounts" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "instagram_accounts_username_prefix_idx" ON "instagram_accounts" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pages_name_prefix_idx" ON "pages" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pages_domain_prefix_idx" ON "pages" USING btree (lower("domain") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);