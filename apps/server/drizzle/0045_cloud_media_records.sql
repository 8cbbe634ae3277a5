CREATE TABLE "media_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "page_id" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_folders_owner_name_unique" ON "media_folders" USING btree ("owner_user_id","name");--> statement-breakpoint
CREATE INDEX "media_folders_owner_idx" ON "media_folders" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_blob_key_unique" ON "media_files" USING btree ("blob_key");--> statement-breakpoint
-- The files reply campaigns and templates name by their address get the record every upload has now: its owner is
-- the page's first owner; its size is not known here (0: it counts on no quota, as it did not before).
INSERT INTO "media_files" ("owner_user_id", "page_id", "blob_key", "kind", "extension", "bytes", "original_name")
SELECT DISTINCT ON (named.key)
  owner.user_id,
  named.page_id,
  named.key,
  CASE
    WHEN named.extension IN ('png', 'jpg', 'jpeg', 'gif') THEN 'image'
    WHEN named.extension IN ('flv', 'mp4', 'wmv', 'mov', 'mpg', 'mpeg', 'mkv') THEN 'video'
    WHEN named.extension IN ('amr', 'mp3', 'wav') THEN 'audio'
    ELSE 'file'
  END,
  named.extension,
  0,
  regexp_replace(named.key, '^media/[\w-]+/[0-9a-f-]{36}-', '')
FROM (
  SELECT found.page_id, found.key, lower(substring(found.key from '\.([A-Za-z0-9]+)$')) AS extension
  FROM (
    SELECT "page_id", (regexp_matches("settings"::text, 'media/[\w-]+/[0-9a-f-]{36}-[\w.-]+', 'g'))[1] AS key
    FROM "reply_campaigns"
    UNION ALL
    SELECT "page_id", (regexp_matches("message"::text, 'media/[\w-]+/[0-9a-f-]{36}-[\w.-]+', 'g'))[1] AS key
    FROM "reply_templates"
  ) found
  WHERE found.page_id IS NOT NULL
) named
JOIN LATERAL (
  SELECT "user_id" FROM "page_owners" WHERE "page_owners"."page_id" = named.page_id ORDER BY "user_id" LIMIT 1
) owner ON true
ORDER BY named.key
ON CONFLICT ("blob_key") DO NOTHING;
