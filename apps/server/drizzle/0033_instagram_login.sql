ALTER TABLE "outbound_actions" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_campaigns" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_trails" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "login" text DEFAULT 'facebook' NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "token_encrypted" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "token_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "instagram_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_login" CHECK ("instagram_accounts"."login" in ('facebook', 'instagram'));--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD CONSTRAINT "reply_campaigns_sender" CHECK ("reply_campaigns"."page_id" is not null or "reply_campaigns"."instagram_account_id" is not null);