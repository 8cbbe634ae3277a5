import type { BotSkipReason, BotTrigger } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { answerTrails, inboxMessages, subscribers } from '../../../platform/db/schema.ts';
import type { AnswerContent } from './answer-content.ts';

/** The incoming message a flow's move answers, claimed once by its Meta mid (the answer trail's row). */
export type FlowClaim = {
  incomingMid: string;
  /** Null for a referral, which is no message. */
  incomingMessageId: number | null;
  trigger: BotTrigger;
  bot: { id: number; name: string } | null;
  keyword: string | null;
};

/** A flow's move as the inbox records it: the trail's claim, the messages, the subscriber's changes. */
export type FlowAnswer = {
  pageId: number;
  subscriberId: number;
  flow: { id: number; name: string };
  /** Null for a move that answers no message (a start by a goto, a wait's end, a comment's private reply). */
  claim: FlowClaim | null;
  /** Why the move sent nothing (when it has no answers), or why one of its messages was left out. */
  reason: BotSkipReason | null;
  /** The messages, in order, as the inbox stores and Meta takes them. */
  answers: AnswerContent[];
  /** The subscriber's fields and labels when the move changed them (null: unchanged), and a hand-over. */
  fields: Record<string, unknown> | null;
  labels: string[] | null;
  handover: boolean;
  at: Date;
};

/**
 * The deciding engine's own writes (the flow's run and statistics), made in the same statement as the trail and the
 * messages, so that the move is all or nothing without a transaction.
 */
export type AlongsideWrites = {
  /** Common table expressions made only where `ok` (the claim taken, or none needed); `r` answers (id, revision). */
  ctes: (ok: SQL) => SQL;
  /** The messages' client ids: this text, then each message's index. */
  clientIdPrefix: SQL;
  /** Called when the claim was taken but `r` is empty: its error rolls the whole statement back. */
  undo: SQL;
  /** Whether a failed statement means the engine's state moved meanwhile (decide again from its new state). */
  moved: (error: unknown) => boolean;
};

/**
 * `duplicate`: the incoming message was claimed before (a redelivery): nothing to do. `moved`: another move changed the
 * engine's state first (two messages at once, several workers): read it again and decide from there.
 */
export type FlowAnswerRecorded =
  | { stored: false; reason: 'duplicate' | 'moved' }
  | { stored: true; runId: number; revision: number; messageIds: number[]; trailId: number | null };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A flow's move, recorded in one statement (see record). */
export function createFlowAnswerRepository(db: Db) {
  /**
   * One statement: each round trip to the embedded database is a turn of this process's busy event loop, and a
   * transaction would hold the database for all of them.
   */
  async function recordOnce(answer: FlowAnswer, alongside: AlongsideWrites): Promise<FlowAnswerRecorded> {
    const { claim } = answer;
    const at = answer.at.toISOString();
    const answers = JSON.stringify(
      answer.answers.map((content, index) => ({
        ord: index + 1,
        kind: content.stored.kind,
        text: content.stored.text,
        attachments: content.stored.attachments,
      })),
    );
    // The count is written into the statement, not passed: the planner then knows how many rows the set has, and
    // the prepared statement keeps one plan instead of being planned again on every move (a third of its cost).
    const answerCount = sql.raw(String(Math.trunc(answer.answers.length)));
    const changesFields = answer.fields !== null;
    const changesLabels = answer.labels !== null;
    const ok = sql`(select ok from go)`;
    const result = await db.execute(sql`
      with ids as (
        select nextval(pg_get_serial_sequence('inbox_messages', 'id')) as id, ord
        from generate_series(1, ${answerCount}) as ord
      ),
      t as (
        insert into ${answerTrails} (decided_by, page_id, subscriber_id, incoming_mid, incoming_message_id, bot_id,
                                     bot_name, flow_id, flow_name, trigger, keyword, reason, answer_message_id, created_at)
        select 'flow', ${answer.pageId}::int, ${answer.subscriberId}::int, ${claim?.incomingMid ?? null}::text,
               ${claim?.incomingMessageId ?? null}::bigint, ${claim?.bot?.id ?? null}::int, ${claim?.bot?.name ?? null}::text,
               ${answer.flow.id}::int, ${answer.flow.name}::text, ${claim?.trigger ?? null}::text, ${claim?.keyword ?? null}::text,
               ${answer.reason}::text, (select id from ids where ord = 1), ${at}::timestamptz
        where ${claim !== null}::boolean
        on conflict (incoming_mid) do nothing
        returning id
      ),
      go as (select (not ${claim !== null}::boolean or exists (select 1 from t)) as ok),
      ${alongside.ctes(ok)},
      m as (
        insert into ${inboxMessages} (id, subscriber_id, direction, kind, author, text, attachments, client_id, status,
                                      occurred_at) overriding system value
        select ids.id, ${answer.subscriberId}::int, 'out', a.kind, 'bot', a.text, a.attachments,
               ${alongside.clientIdPrefix} || (ids.ord - 1), 'pending',
               ${at}::timestamptz + (ids.ord - 1) * interval '1 millisecond'
        from ids
        join (select * from jsonb_to_recordset(${answers}::jsonb) as a(ord int, kind text, text text, attachments jsonb)
              limit ${answerCount}) as a on a.ord = ids.ord
        cross join r
        returning id
      ),
      s as (
        update ${subscribers} set
          fields = case when ${changesFields}::boolean then ${JSON.stringify(answer.fields)}::jsonb else fields end,
          labels = case when ${changesLabels}::boolean
            then array(select jsonb_array_elements_text(${JSON.stringify(answer.labels)}::jsonb)) else labels end,
          taken_over_at = case when ${answer.handover}::boolean then ${at}::timestamptz else taken_over_at end
        where id = ${answer.subscriberId}::int and ${changesFields || changesLabels || answer.handover}::boolean
          and exists (select 1 from r)
        returning id
      )
      select (select ok from go) as ok, (select id from t) as trail_id, r.id as run_id, r.revision,
             (select array_agg(id order by id) from m) as message_ids,
             case when exists (select 1 from t) and r.id is null then ${alongside.undo} end as moved
      from (select 1) as one left join r on true`);
    const [row] = rowsOf(result);
    if (!row?.ok) return { stored: false, reason: 'duplicate' };
    if (row.run_id == null) return { stored: false, reason: 'moved' };
    const ids = (row.message_ids ?? []) as unknown[];
    return {
      stored: true,
      runId: Number(row.run_id),
      revision: Number(row.revision),
      messageIds: ids.map(Number),
      trailId: row.trail_id == null ? null : Number(row.trail_id),
    };
  }

  return {
    /**
     * A move, all or nothing: the trail's claim of the incoming message (a second delivery stores nothing), the
     * engine's own writes (the run moved on only from the revision it was read at, the statistics), the pending
     * messages, the subscriber's fields and labels and the hand-over. Nothing is sent before this is stored.
     */
    async record(answer: FlowAnswer, alongside: AlongsideWrites): Promise<FlowAnswerRecorded> {
      try {
        return await recordOnce(answer, alongside);
      } catch (error) {
        if (alongside.moved(error)) return { stored: false, reason: 'moved' };
        throw error;
      }
    },
  };
}
export type FlowAnswerRepository = ReturnType<typeof createFlowAnswerRepository>;
