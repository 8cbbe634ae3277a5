CREATE TABLE "bot_flow_versions" (
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_flow_versions_flow_id_version_pk" PRIMARY KEY("flow_id","version")
);
--> statement-breakpoint
CREATE TABLE "bot_flows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 0 NOT NULL,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_flow_versions" ADD CONSTRAINT "bot_flow_versions_flow_id_bot_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."bot_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_flows" ADD CONSTRAINT "bot_flows_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_flows_page_idx" ON "bot_flows" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_flows_ref_idx" ON "bot_flows" USING btree ("ref");