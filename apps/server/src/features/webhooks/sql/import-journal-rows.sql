-- The embedded webhook journal's import (webhook-events.repository.ts, importJournalRows) as one call: the new
-- events, stored already claimed when there is something to process, and the journal position they came from, in
-- one transaction. Like decide_replies, it lives in a PL/pgSQL function so that Postgres plans the statement once
-- per session instead of once per import: an import runs for nearly every comment.
-- The current body: created or replaced after the migrations on every start (platform/db/repeatable-sql.ts);
-- migration 0007 first created it.
create or replace function import_journal_rows(input_rows jsonb, imported_at timestamptz, lease timestamptz,
                                               checkpoint_name text, checkpoint_segment integer, checkpoint_offset bigint)
returns table (id bigint, natural_key text, object text, account_id text, kind text, is_echo boolean, payload jsonb,
               occurred_at timestamptz, attempts integer)
language plpgsql
as $$
#variable_conflict use_column
begin
  insert into webhook_journal_checkpoints (name, segment, "offset") values (checkpoint_name, checkpoint_segment, checkpoint_offset)
  on conflict (name) do update set segment = excluded.segment, "offset" = excluded."offset";
  return query
  with inserted as (
    insert into webhook_events (natural_key, object, account_id, kind, is_echo, payload, occurred_at, status, attempts, locked_until,
                                received_at, next_attempt_at, processed_at)
    select x.natural_key, x.object, x.account_id, x.kind, x.is_echo, x.payload, x.occurred_at,
           case when x.status = 'pending' then 'processing' else x.status end,
           case when x.status = 'pending' then 1 else 0 end,
           case when x.status = 'pending' then lease end,
           imported_at, imported_at, case when x.status = 'done' then imported_at end
    from jsonb_to_recordset(input_rows)
      as x(natural_key text, object text, account_id text, kind text, is_echo boolean, payload jsonb, occurred_at timestamptz, status text)
    on conflict (natural_key) do nothing
    returning id, natural_key, object, account_id, kind, is_echo, payload, occurred_at, status, attempts
  )
  select i.id, i.natural_key, i.object, i.account_id, i.kind, i.is_echo, i.payload, i.occurred_at, i.attempts
  from inserted i where i.status = 'processing';
end;
$$;
