CREATE TABLE "daily_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counts_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;