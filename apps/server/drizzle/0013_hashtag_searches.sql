CREATE TABLE "hashtag_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hashtag_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instagram_account_id" integer NOT NULL,
	"hashtag" text NOT NULL,
	"meta_hashtag_id" text,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hashtag_searches" ADD CONSTRAINT "hashtag_searches_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hashtag_searches_account_idx" ON "hashtag_searches" USING btree ("instagram_account_id","searched_at");