-- The inbox's one answer trail: the bot's trail becomes it (its rows and ids kept, since a queued bot.deliver job
-- names its row), and the story answers' rows join it. A story row's new id comes after every id either table gave,
-- so no later answer's client id (`story-quick-reply:<trail id>`) meets one an earlier story answer holds.
ALTER TABLE "bot_trails" RENAME TO "answer_trails";--> statement-breakpoint
ALTER SEQUENCE "bot_trails_id_seq" RENAME TO "answer_trails_id_seq";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_pkey" TO "answer_trails_pkey";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_page_id_pages_id_fk" TO "answer_trails_page_id_pages_id_fk";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_subscriber_id_subscribers_id_fk" TO "answer_trails_subscriber_id_subscribers_id_fk";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_incoming_message_id_inbox_messages_id_fk" TO "answer_trails_incoming_message_id_inbox_messages_id_fk";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_bot_id_bot_replies_id_fk" TO "answer_trails_bot_id_bot_replies_id_fk";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_answer_message_id_inbox_messages_id_fk" TO "answer_trails_answer_message_id_inbox_messages_id_fk";--> statement-breakpoint
ALTER TABLE "answer_trails" RENAME CONSTRAINT "bot_trails_flow_id_bot_flows_id_fk" TO "answer_trails_flow_id_bot_flows_id_fk";--> statement-breakpoint
ALTER INDEX "bot_trails_mid_key" RENAME TO "answer_trails_mid_key";--> statement-breakpoint
ALTER INDEX "bot_trails_page_idx" RENAME TO "answer_trails_page_idx";--> statement-breakpoint
ALTER INDEX "bot_trails_bot_idx" RENAME TO "answer_trails_bot_idx";--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "decided_by" text;--> statement-breakpoint
-- A flow's move names its flow (the name stays when the flow is deleted); every other row is a keyword bot's.
UPDATE "answer_trails" SET "decided_by" = CASE WHEN "flow_name" IS NOT NULL THEN 'flow' ELSE 'bot' END;--> statement-breakpoint
ALTER TABLE "answer_trails" ALTER COLUMN "decided_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_trails" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "instagram_account_id" integer;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "story_kind" text;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "story_source" text;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "story_key" text;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "answer_trails" ADD CONSTRAINT "answer_trails_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT setval('answer_trails_id_seq', story."last_id")
FROM (SELECT max("id") AS "last_id" FROM "story_quick_reply_trails") AS story, "answer_trails_id_seq" AS seq
WHERE story."last_id" > seq."last_value";--> statement-breakpoint
-- A story row's status was 'skipped' exactly when it had a reason: the one trail says so by its reason alone.
INSERT INTO "answer_trails" ("decided_by", "instagram_account_id", "subscriber_id", "incoming_mid", "incoming_message_id",
                             "reason", "answer_message_id", "created_at", "story_kind", "story_source", "story_key", "once_key")
SELECT 'story', "instagram_account_id", "subscriber_id", "incoming_mid", "incoming_message_id",
       "reason", "answer_message_id", "created_at", "kind", "source", "story_key", "once_key"
FROM "story_quick_reply_trails"
ORDER BY "id";--> statement-breakpoint
DROP TABLE "story_quick_reply_trails";--> statement-breakpoint
CREATE UNIQUE INDEX "answer_trails_once_key" ON "answer_trails" USING btree ("once_key");--> statement-breakpoint
CREATE INDEX "answer_trails_story_kind_idx" ON "answer_trails" USING btree ("instagram_account_id","story_kind","id");--> statement-breakpoint
CREATE INDEX "answer_trails_story_idx" ON "answer_trails" USING btree ("instagram_account_id","story_key","id");--> statement-breakpoint
ALTER TABLE "answer_trails" ADD CONSTRAINT "answer_trails_one_owner" CHECK (("answer_trails"."page_id" is null) <> ("answer_trails"."instagram_account_id" is null));--> statement-breakpoint
ALTER TABLE "answer_trails" ADD CONSTRAINT "answer_trails_story_owner" CHECK (("answer_trails"."decided_by" = 'story') = ("answer_trails"."instagram_account_id" is not null and "answer_trails"."story_kind" is not null and "answer_trails"."story_source" is not null));
