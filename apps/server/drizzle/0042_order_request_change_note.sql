ALTER TABLE "order_request_changes" ADD COLUMN "not_told_reason" text;--> statement-breakpoint
ALTER TABLE "order_request_changes" ADD COLUMN "note" text;