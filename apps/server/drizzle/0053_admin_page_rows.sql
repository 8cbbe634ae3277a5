CREATE TABLE "admin_page_rows" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer,
	"referral_user_id" integer,
	"body" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_page_rows" ADD CONSTRAINT "admin_page_rows_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_page_rows" ADD CONSTRAINT "admin_page_rows_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_page_rows" ADD CONSTRAINT "admin_page_rows_referral_user_id_users_id_fk" FOREIGN KEY ("referral_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every page's row as admin_page_row_body (features/admin/sql/admin-page-rows.sql, whose triggers keep it from now on) builds it.
INSERT INTO "admin_page_rows" ("page_id", "plan_id", "referral_user_id", "body")
SELECT p.id, p.plan_id, p.referral_user_id,
  json_build_array(p.id, p.meta_page_id, p.name, p.avatar, p.domain, p.status, p.expires_at, p.last_login_at,
    p.blocked_at, p.deleted_at, p.token_invalid_at, p.missing_permissions, p.subscription_failed_at,
    p.subscription_error, p.subscription_refused_fields, p.sending_paused_until,
    array(select json_build_object('id', u.id, 'name', u.name)
          from page_owners o join users u on u.id = o.user_id where o.page_id = p.id order by u.id),
    array(select f.slug from page_features f where f.page_id = p.id order by f.slug))
FROM "pages" p;
