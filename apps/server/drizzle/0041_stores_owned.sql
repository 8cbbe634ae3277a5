ALTER TABLE "stores" ALTER COLUMN "owner_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "page_id";