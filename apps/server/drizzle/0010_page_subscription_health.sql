ALTER TABLE "pages" ADD COLUMN "subscription_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscription_error" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscription_refused_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_account_received_idx" ON "webhook_events" USING btree ("account_id","received_at");