CREATE TABLE "bot_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"bot_name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reply_type" text DEFAULT 'message' NOT NULL,
	"flow_id" integer,
	"message_type" text DEFAULT 'text' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_id" integer,
	"typing_on_settings" boolean DEFAULT false NOT NULL,
	"delay_in_reply" integer DEFAULT 0 NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"keyword_type" text DEFAULT 'reply' NOT NULL,
	"postback_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_trails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_trails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"incoming_mid" text NOT NULL,
	"incoming_message_id" bigint,
	"bot_id" integer,
	"bot_name" text,
	"trigger" text,
	"keyword" text,
	"reason" text,
	"answer_message_id" bigint,
	"delayed_answer" jsonb,
	"deliver_after" timestamp with time zone,
	"delivering_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "taken_over_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bot_replies" ADD CONSTRAINT "bot_replies_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_replies" ADD CONSTRAINT "bot_replies_flow_id_bot_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."bot_flows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_replies" ADD CONSTRAINT "bot_replies_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_incoming_message_id_inbox_messages_id_fk" FOREIGN KEY ("incoming_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_bot_id_bot_replies_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bot_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_answer_message_id_inbox_messages_id_fk" FOREIGN KEY ("answer_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_replies_page_idx" ON "bot_replies" USING btree ("page_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_replies_postback_key" ON "bot_replies" USING btree ("page_id","postback_id") WHERE "bot_replies"."postback_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_replies_default_key" ON "bot_replies" USING btree ("page_id") WHERE "bot_replies"."keyword_type" = 'reply' and "bot_replies"."postback_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_trails_mid_key" ON "bot_trails" USING btree ("incoming_mid");--> statement-breakpoint
CREATE INDEX "bot_trails_page_idx" ON "bot_trails" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "bot_trails_bot_idx" ON "bot_trails" USING btree ("bot_id","id");