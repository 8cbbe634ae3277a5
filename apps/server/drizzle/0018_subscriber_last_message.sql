ALTER TABLE "subscribers" ADD COLUMN "last_message" json;--> statement-breakpoint
-- The list's view of each conversation's last message, as features/inbox/sql/last-message.sql builds it; from now on
-- that file's triggers keep it.
UPDATE "subscribers" s SET "last_message" = json_build_array(m.id, m.subscriber_id, m.direction, m.kind, m.author, m.text, m.attachments, m.meta_message_id, m.story, m.postback_payload, m.status, m.error_code, m.error_subcode, m.error_message, m.tag, m.occurred_at, m.agent_user_id) FROM "inbox_messages" m WHERE m.id = s.last_message_id;
