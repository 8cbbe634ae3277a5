CREATE TABLE "bot_settings" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"saved_to_meta_at" timestamp with time zone,
	"meta_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"text" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_message_id" text,
	"story" jsonb,
	"postback_payload" text,
	"client_id" text,
	"status" text,
	"error_code" integer,
	"error_subcode" integer,
	"error_message" text,
	"tag" text,
	"agent_user_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"page_id" integer,
	"instagram_account_id" integer,
	"meta_user_id" text NOT NULL,
	"name" text,
	"picture_url" text,
	"profile_fetched_at" timestamp with time zone,
	"profile_error" text,
	"source" text NOT NULL,
	"source_ref" text,
	"started_by_comment" jsonb,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"first_interaction_at" timestamp with time zone NOT NULL,
	"last_interaction_at" timestamp with time zone NOT NULL,
	"last_incoming_at" timestamp with time zone,
	"last_message_id" bigint,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"customer_read_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_one_account" CHECK (("subscribers"."page_id" is null) <> ("subscribers"."instagram_account_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_meta_id_key" ON "inbox_messages" USING btree ("meta_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_client_id_key" ON "inbox_messages" USING btree ("subscriber_id","client_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_thread_idx" ON "inbox_messages" USING btree ("subscriber_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_page_user_key" ON "subscribers" USING btree ("page_id","meta_user_id") WHERE "subscribers"."page_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_instagram_user_key" ON "subscribers" USING btree ("instagram_account_id","meta_user_id") WHERE "subscribers"."instagram_account_id" is not null;--> statement-breakpoint
CREATE INDEX "subscribers_page_activity_idx" ON "subscribers" USING btree ("page_id","last_interaction_at");--> statement-breakpoint
CREATE INDEX "subscribers_instagram_activity_idx" ON "subscribers" USING btree ("instagram_account_id","last_interaction_at");