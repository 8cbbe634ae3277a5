ALTER TABLE "reply_usage" DROP CONSTRAINT "reply_usage_page_id_month_pk";--> statement-breakpoint
ALTER TABLE "reply_templates" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_usage" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD COLUMN "channel" text DEFAULT 'fb' NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD COLUMN "instagram_account_id" integer;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD COLUMN "channel" text DEFAULT 'fb' NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD COLUMN "instagram_account_id" integer;--> statement-breakpoint
ALTER TABLE "reply_usage" ADD COLUMN "instagram_account_id" integer;--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD CONSTRAINT "reply_campaigns_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_usage" ADD CONSTRAINT "reply_usage_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_campaigns_instagram_account_idx" ON "reply_campaigns" USING btree ("instagram_account_id");--> statement-breakpoint
CREATE INDEX "reply_templates_instagram_account_idx" ON "reply_templates" USING btree ("instagram_account_id");--> statement-breakpoint
ALTER TABLE "reply_usage" ADD CONSTRAINT "reply_usage_owner_month_key" UNIQUE NULLS NOT DISTINCT("page_id","instagram_account_id","month");--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD CONSTRAINT "reply_campaigns_one_owner_kind" CHECK (("reply_campaigns"."channel" = 'instagram') = ("reply_campaigns"."instagram_account_id" is not null));--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_one_owner" CHECK (("reply_templates"."page_id" is null) <> ("reply_templates"."instagram_account_id" is null) and ("reply_templates"."channel" = 'instagram') = ("reply_templates"."instagram_account_id" is not null));--> statement-breakpoint
ALTER TABLE "reply_usage" ADD CONSTRAINT "reply_usage_one_owner" CHECK (("reply_usage"."page_id" is null) <> ("reply_usage"."instagram_account_id" is null));