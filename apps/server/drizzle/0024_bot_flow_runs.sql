CREATE TABLE "bot_flow_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_flow_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"started_by" text NOT NULL,
	"node_id" text,
	"waiting_for" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"wake_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"end_reason" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_flow_visits" (
	"flow_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"subscriber_id" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_flow_visits_flow_id_node_id_branch_subscriber_id_pk" PRIMARY KEY("flow_id","node_id","branch","subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD COLUMN "flow_id" integer;--> statement-breakpoint
ALTER TABLE "bot_trails" ADD COLUMN "flow_name" text;--> statement-breakpoint
ALTER TABLE "bot_flow_runs" ADD CONSTRAINT "bot_flow_runs_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_flow_runs" ADD CONSTRAINT "bot_flow_runs_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_flow_runs" ADD CONSTRAINT "bot_flow_runs_flow_id_bot_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."bot_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_flow_visits" ADD CONSTRAINT "bot_flow_visits_flow_id_bot_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."bot_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_flow_visits" ADD CONSTRAINT "bot_flow_visits_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_flow_runs_active_key" ON "bot_flow_runs" USING btree ("subscriber_id") WHERE "bot_flow_runs"."active";--> statement-breakpoint
CREATE INDEX "bot_flow_runs_flow_idx" ON "bot_flow_runs" USING btree ("flow_id","active");--> statement-breakpoint
ALTER TABLE "bot_trails" ADD CONSTRAINT "bot_trails_flow_id_bot_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."bot_flows"("id") ON DELETE set null ON UPDATE no action;