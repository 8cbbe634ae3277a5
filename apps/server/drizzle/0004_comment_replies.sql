CREATE TABLE "comment_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"replies" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"page_id" integer NOT NULL,
	"campaign_id" integer,
	"trail_id" bigint,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote_id" text,
	"error_category" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reply_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"meta_post_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"settings" jsonb NOT NULL,
	"stop_at" timestamp with time zone,
	"plan_limit_reached" boolean DEFAULT false NOT NULL,
	"error_category" text,
	"error_code" integer,
	"error_subcode" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_trails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_trails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"comment_id" text NOT NULL,
	"commenter_id" text,
	"commenter_name" text,
	"comment_text" text NOT NULL,
	"commented_at" timestamp with time zone,
	"decision" text NOT NULL,
	"reason" text,
	"matched_word" text,
	"public_status" text DEFAULT 'none' NOT NULL,
	"public_reply_id" text,
	"public_error" text,
	"private_status" text DEFAULT 'none' NOT NULL,
	"private_message_id" text,
	"private_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_usage" (
	"page_id" integer NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reply_usage_page_id_month_pk" PRIMARY KEY("page_id","month")
);
--> statement-breakpoint
ALTER TABLE "comment_templates" ADD CONSTRAINT "comment_templates_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_actions" ADD CONSTRAINT "outbound_actions_campaign_id_reply_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reply_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_campaigns" ADD CONSTRAINT "reply_campaigns_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_trails" ADD CONSTRAINT "reply_trails_campaign_id_reply_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reply_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_usage" ADD CONSTRAINT "reply_usage_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_templates_page_idx" ON "comment_templates" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_actions_idempotency_key" ON "outbound_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbound_actions_status_next_idx" ON "outbound_actions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reply_campaigns_page_post_idx" ON "reply_campaigns" USING btree ("page_id","meta_post_id","status");--> statement-breakpoint
CREATE INDEX "reply_templates_page_idx" ON "reply_templates" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_trails_campaign_comment_key" ON "reply_trails" USING btree ("campaign_id","comment_id");--> statement-breakpoint
CREATE INDEX "reply_trails_campaign_commenter_idx" ON "reply_trails" USING btree ("campaign_id","commenter_id");--> statement-breakpoint
CREATE INDEX "reply_trails_page_created_idx" ON "reply_trails" USING btree ("page_id","created_at");