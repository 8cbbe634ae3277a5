-- A page marked unusable for a refused permission keeps its token: the permission alone is recorded, and it closes
-- only the capabilities that need it (features/pages/capabilities.ts). Its Instagram accounts were marked with it.
UPDATE "instagram_accounts" SET "token_invalid_at" = NULL WHERE "page_id" IN (SELECT "id" FROM "pages" WHERE "missing_permission" IS NOT NULL);--> statement-breakpoint
UPDATE "pages" SET "missing_permissions" = ARRAY["missing_permission"], "token_invalid_at" = NULL WHERE "missing_permission" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "missing_permission";
