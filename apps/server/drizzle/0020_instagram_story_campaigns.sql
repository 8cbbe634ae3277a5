CREATE TABLE "instagram_story_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_story_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instagram_account_id" integer NOT NULL,
	"story_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"once_per_story" boolean DEFAULT true NOT NULL,
	"story" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_quick_reply_trails" ADD COLUMN "source" text DEFAULT 'quick-reply' NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_story_campaigns" ADD CONSTRAINT "instagram_story_campaigns_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_story_campaigns" ADD CONSTRAINT "instagram_story_campaigns_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_story_campaigns_story_key" ON "instagram_story_campaigns" USING btree ("instagram_account_id","story_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_story_reply_idx" ON "inbox_messages" USING btree (("story"->>'id')) WHERE "inbox_messages"."kind" = 'story_reply';--> statement-breakpoint
CREATE INDEX "story_quick_reply_trails_story_idx" ON "story_quick_reply_trails" USING btree ("instagram_account_id","story_key","id");