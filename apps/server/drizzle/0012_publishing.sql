CREATE TABLE "media_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"blob_key" text NOT NULL,
	"kind" text NOT NULL,
	"extension" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"page_id" integer,
	"instagram_account_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"attempt_started_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"container_id" text,
	"container_status" text,
	"container_created_at" timestamp with time zone,
	"meta_media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_post_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"first_comment_status" text DEFAULT 'none' NOT NULL,
	"first_comment_id" text,
	"first_comment_error" text,
	"error_class" text,
	"problem_code" text,
	"error_subcode" integer,
	"meta_error_code" integer,
	"error_message" text,
	"preflight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_targets_one_target" CHECK (("post_targets"."page_id" is null) <> ("post_targets"."instagram_account_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fb_preset_id" text,
	"reply_message" text,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"network" text NOT NULL,
	"post_type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link" text,
	"fb_preset_id" text,
	"reply_message" text,
	"schedule_type" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"template_id" integer,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_targets" ADD CONSTRAINT "post_targets_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_targets" ADD CONSTRAINT "post_targets_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_targets" ADD CONSTRAINT "post_targets_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_templates" ADD CONSTRAINT "post_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_targets_idempotency_key" ON "post_targets" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "post_targets_post_idx" ON "post_targets" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_targets_status_idx" ON "post_targets" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "post_templates_owner_idx" ON "post_templates" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "posts_owner_scheduled_idx" ON "posts" USING btree ("owner_user_id","scheduled_at");