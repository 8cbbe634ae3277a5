CREATE TABLE "story_quick_replies" (
	"instagram_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"once_per_story" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_quick_replies_instagram_account_id_kind_pk" PRIMARY KEY("instagram_account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "story_quick_reply_trails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_quick_reply_trails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instagram_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"incoming_mid" text NOT NULL,
	"incoming_message_id" bigint,
	"subscriber_id" integer NOT NULL,
	"story_key" text,
	"once_key" text,
	"status" text NOT NULL,
	"reason" text,
	"answer_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_quick_replies" ADD CONSTRAINT "story_quick_replies_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quick_replies" ADD CONSTRAINT "story_quick_replies_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quick_reply_trails" ADD CONSTRAINT "story_quick_reply_trails_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quick_reply_trails" ADD CONSTRAINT "story_quick_reply_trails_incoming_message_id_inbox_messages_id_fk" FOREIGN KEY ("incoming_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quick_reply_trails" ADD CONSTRAINT "story_quick_reply_trails_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quick_reply_trails" ADD CONSTRAINT "story_quick_reply_trails_answer_message_id_inbox_messages_id_fk" FOREIGN KEY ("answer_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_quick_reply_trails_mid_key" ON "story_quick_reply_trails" USING btree ("incoming_mid");--> statement-breakpoint
CREATE UNIQUE INDEX "story_quick_reply_trails_once_key" ON "story_quick_reply_trails" USING btree ("once_key");--> statement-breakpoint
CREATE INDEX "story_quick_reply_trails_latest_idx" ON "story_quick_reply_trails" USING btree ("instagram_account_id","kind","id");