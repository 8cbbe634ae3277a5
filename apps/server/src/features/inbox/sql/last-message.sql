-- Each conversation's last message as the conversation list shows it, kept on the subscriber row
-- (subscribers.last_message), so a page of the list reads no message rows: a lookup per conversation was about half
-- of the list's statement. Triggers keep it, so that no write path can forget it:
--   * whenever a subscriber's last_message_id is set or changes, the row takes that message's view;
--   * at the end of every statement that inserts or updates messages, the subscribers whose last message it
--     touched take its new view (this also covers a message inserted by the same statement that moved
--     last_message_id, which the row trigger cannot see yet).
-- The array's columns are those of `messageView` in conversations/conversations.repository.ts, in the same order
-- (a test compares them). Changing them needs a migration that rewrites last_message for every subscriber.
-- The current body: created or replaced after the migrations on every start (platform/db/repeatable-sql.ts);
-- migration 0018 added the column and filled it.
create or replace function inbox_message_view(m inbox_messages) returns json
language sql
stable
as $$
  select json_build_array(m.id, m.subscriber_id, m.direction, m.kind, m.author, m.text, m.attachments,
    m.meta_message_id, m.story, m.postback_payload, m.status, m.error_code, m.error_subcode, m.error_message, m.tag,
    m.occurred_at, m.arrived_late, m.agent_user_id)
$$;

create or replace function subscribers_take_last_message() returns trigger
language plpgsql
as $$
begin
  new.last_message := (select inbox_message_view(m) from inbox_messages m where m.id = new.last_message_id);
  return new;
end
$$;

-- At the end of a statement that inserted or changed messages: the subscribers whose last message it is take its
-- view. After an insert only a row its row trigger could not see yet (null or another id) is rewritten; after an
-- update (status, Meta's id, errors) only a row whose view changed.
create or replace function inbox_messages_refresh_last_message() returns trigger
language plpgsql
as $$
begin
  update subscribers s
     set last_message = inbox_message_view(m)
    from changed_messages m
   where s.id = m.subscriber_id
     -- The planner cannot count a transition table: without this it hashes it and scans every subscriber.
     and s.id = any(array(select subscriber_id from changed_messages))
     and s.last_message_id = m.id
     and case when tg_op = 'INSERT'
           then s.last_message is null or (s.last_message ->> 0)::bigint is distinct from m.id
           else s.last_message::text is distinct from inbox_message_view(m)::text
         end;
  return null;
end
$$;

create or replace trigger subscribers_last_message_on_insert
  before insert on subscribers
  for each row when (new.last_message_id is not null)
  execute function subscribers_take_last_message();

create or replace trigger subscribers_last_message_on_update
  before update of last_message_id on subscribers
  for each row when (new.last_message_id is distinct from old.last_message_id)
  execute function subscribers_take_last_message();

create or replace trigger inbox_messages_last_message_on_insert
  after insert on inbox_messages
  referencing new table as changed_messages
  for each statement
  execute function inbox_messages_refresh_last_message();

create or replace trigger inbox_messages_last_message_on_update
  after update on inbox_messages
  referencing new table as changed_messages
  for each statement
  execute function inbox_messages_refresh_last_message();
