ALTER TABLE "pages" ADD COLUMN "subscription_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscription_healed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "subscription_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "arrived_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The list's last message (subscribers.last_message) gains arrived_late before agent_user_id: rewritten in the new
-- order here; features/inbox/sql/last-message.sql builds it so from now on.
UPDATE "subscribers" s SET "last_message" = json_build_array(m.id, m.subscriber_id, m.direction, m.kind, m.author,
  m.text, m.attachments, m.meta_message_id, m.story, m.postback_payload, m.status, m.error_code, m.error_subcode,
  m.error_message, m.tag, m.occurred_at, m.arrived_late, m.agent_user_id)
  FROM "inbox_messages" m WHERE m.id = s.last_message_id;
