-- Meta's account_type of an Instagram account, read at link and reconnect: creator accounts cannot publish stories.
ALTER TABLE "instagram_accounts" ADD COLUMN "account_type" text DEFAULT 'BUSINESS' NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_account_type" CHECK ("instagram_accounts"."account_type" in ('BUSINESS', 'MEDIA_CREATOR'));