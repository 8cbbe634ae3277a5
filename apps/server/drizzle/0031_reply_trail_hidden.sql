ALTER TABLE "reply_trails" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_trails" ADD COLUMN "hide_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_trails" ADD COLUMN "hide_reason" text;--> statement-breakpoint
ALTER TABLE "reply_trails" ADD COLUMN "hide_error" text;