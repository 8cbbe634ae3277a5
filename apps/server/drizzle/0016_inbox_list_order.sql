DROP INDEX "subscribers_page_activity_idx";--> statement-breakpoint
DROP INDEX "subscribers_instagram_activity_idx";--> statement-breakpoint
CREATE INDEX "subscribers_page_recent_idx" ON "subscribers" USING btree ("page_id","last_interaction_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_instagram_recent_idx" ON "subscribers" USING btree ("instagram_account_id","last_interaction_at","id");