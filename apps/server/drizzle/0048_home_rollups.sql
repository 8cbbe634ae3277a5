CREATE TABLE "home_daily_figures" (
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "home_daily_figures_owner_kind_owner_id_day_figure_pk" PRIMARY KEY("owner_kind","owner_id","day","figure")
);
--> statement-breakpoint
CREATE TABLE "home_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"folded_through" date NOT NULL,
	"live_after" jsonb NOT NULL,
	"refold_after" jsonb NOT NULL,
	CONSTRAINT "home_rollup_state_one_row" CHECK ("home_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "post_targets_published_idx" ON "post_targets" USING btree ("published_at") WHERE "post_targets"."status" = 'published';