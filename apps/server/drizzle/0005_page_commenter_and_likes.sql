CREATE TABLE "page_commenter_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_commenter_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"meta_post_id" text NOT NULL,
	"post_created_at" timestamp with time zone NOT NULL,
	"comments" jsonb NOT NULL,
	"comment_template_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "page_features" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_commenter_posts" ADD CONSTRAINT "page_commenter_posts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_commenter_posts" ADD CONSTRAINT "page_commenter_posts_comment_template_id_comment_templates_id_fk" FOREIGN KEY ("comment_template_id") REFERENCES "public"."comment_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_commenter_posts_page_post_key" ON "page_commenter_posts" USING btree ("page_id","meta_post_id");--> statement-breakpoint
CREATE INDEX "outbound_actions_page_kind_idx" ON "outbound_actions" USING btree ("page_id","kind");