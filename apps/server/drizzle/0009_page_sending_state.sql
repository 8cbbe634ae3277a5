ALTER TABLE "pages" ADD COLUMN "missing_permission" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "sending_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "automations_paused_for" text;