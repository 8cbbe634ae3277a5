CREATE TABLE "expiry_warnings" (
	"subject" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_warnings_subject_expires_at_kind_pk" PRIMARY KEY("subject","expires_at","kind")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer,
	"instagram_account_id" integer,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"requested_by" integer,
	"referral_user_id" integer,
	"months" integer NOT NULL,
	"cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt_url" text,
	"reject_reason" text,
	"subscribed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_months_positive" CHECK ("invoices"."months" > 0)
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "storage_mb" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "periods_months" integer[] DEFAULT '{1,3,6,12}' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_referral_user_id_users_id_fk" FOREIGN KEY ("referral_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_page_id_idx" ON "invoices" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "invoices_instagram_account_id_idx" ON "invoices" USING btree ("instagram_account_id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at");