-- A flow's step is stored in one statement (features/inbox/answers/flow-answer.repository.ts, with the run's parts from
-- features/bot/flows/run/flow-runs.repository.ts): the trail's claim of the incoming message, the run moved from the
-- revision it was read at, the messages, the subscriber and the statistics.
-- When the claim was stored but the run had moved meanwhile, the statement must undo the claim too: it calls this,
-- whose error rolls the whole statement back. The repository reads the error as "the run moved, take the step again".
-- Created or replaced on every start (platform/db/repeatable-sql.ts).
create or replace function bot_flow_run_moved() returns int
language plpgsql
as $$
begin
  raise exception 'bot flow run moved' using errcode = 'P0001', detail = 'bot-flow-run-moved';
end
$$;
