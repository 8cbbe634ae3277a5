CREATE TABLE "order_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"customer_psid" text NOT NULL,
	"item_ids" integer[] NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_request_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_request_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" integer,
	"customer_told" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"store_id" integer,
	"template_id" integer,
	"order_link_id" integer,
	"subscriber_id" integer,
	"customer_psid" text NOT NULL,
	"customer_name" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SYP' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_categories_level_range" CHECK ("store_categories"."level" >= 0 and "store_categories"."level" < 8)
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"category_id" integer,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sell_price" numeric(14, 2) NOT NULL,
	"original_price" numeric(14, 2),
	"stock_status" text DEFAULT 'in_stock' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"preparation_time" integer,
	"preparation_unit" text,
	"main_image_url" text NOT NULL,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"youtube_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_prices" CHECK ("store_items"."sell_price" >= 0 and coalesce("store_items"."original_price", 0) >= 0),
	CONSTRAINT "store_items_preparation" CHECK ("store_items"."preparation_time" is null or "store_items"."preparation_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_pages" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webview_template_pages" (
	"template_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "webview_template_pages_template_id_page_id_pk" PRIMARY KEY("template_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "webview_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webview_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_page_id_pages_id_fk";
--> statement-breakpoint
DROP INDEX "stores_page_id_idx";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "locales" text[] DEFAULT '{"ar"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "currency" text DEFAULT 'SYP' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "order_form_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_changes" ADD CONSTRAINT "order_request_changes_request_id_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_changes" ADD CONSTRAINT "order_request_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_template_id_webview_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."webview_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_link_id_order_links_id_fk" FOREIGN KEY ("order_link_id") REFERENCES "public"."order_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_parent_id_store_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webview_template_pages" ADD CONSTRAINT "webview_template_pages_template_id_webview_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."webview_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webview_template_pages" ADD CONSTRAINT "webview_template_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webview_templates" ADD CONSTRAINT "webview_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_page_created_idx" ON "order_links" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "order_links_source_idx" ON "order_links" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "order_request_changes_request_idx" ON "order_request_changes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_submission_key_key" ON "order_requests" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "order_requests_page_status_created_idx" ON "order_requests" USING btree ("page_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_requests_order_link_id_idx" ON "order_requests" USING btree ("order_link_id");--> statement-breakpoint
CREATE INDEX "store_categories_store_parent_idx" ON "store_categories" USING btree ("store_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "store_items_store_category_idx" ON "store_items" USING btree ("store_id","category_id","position");--> statement-breakpoint
CREATE INDEX "store_pages_store_id_idx" ON "store_pages" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "webview_template_pages_page_id_idx" ON "webview_template_pages" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "webview_templates_owner_user_id_idx" ON "webview_templates" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_order_form_id_webview_templates_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."webview_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_owner_user_id_idx" ON "stores" USING btree ("owner_user_id");--> statement-breakpoint
INSERT INTO "store_pages" ("page_id", "store_id") SELECT DISTINCT ON ("page_id") "page_id", "id" FROM "stores" WHERE "page_id" IS NOT NULL ORDER BY "page_id", "id" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "stores" SET "owner_user_id" = (SELECT min("user_id") FROM "page_owners" WHERE "page_owners"."page_id" = "stores"."page_id") WHERE "owner_user_id" IS NULL;--> statement-breakpoint
DELETE FROM "stores" WHERE "owner_user_id" IS NULL;
