import type { BotSkipReason, BotTrigger, FlowRunEndReason } from '@app/contract';
import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../../platform/db/unique-violation.ts';
import {
  botFlowRuns,
  botFlowVersions,
  botFlowVisits,
  botFlows,
  botTrails,
  inboxMessages,
  mediaFiles,
  subscribers,
} from '../../../../platform/db/schema.ts';
import type { BotAnswer } from '../../engine/bot-message.ts';
import type { FlowStep } from './flow-step.ts';

export type FlowRunRow = typeof botFlowRuns.$inferSelect;
export type ActiveRun = FlowRunRow & { flowName: string };

/** The incoming message a step answers, claimed once by its Meta mid (the bot's trail row). */
export type FlowClaim = {
  incomingMid: string;
  /** Null for a referral, which is no message. */
  incomingMessageId: number | null;
  trigger: BotTrigger;
  bot: { id: number; name: string } | null;
  keyword: string | null;
};

/** One step's writes, stored in one transaction before anything is sent. */
export type FlowStepWrite = {
  pageId: number;
  subscriberId: number;
  flow: { id: number; version: number; name: string };
  /** The run it moves on (at this revision), or null to start one (ending any other run of the subscriber). */
  run: { id: number; revision: number } | null;
  startedBy: BotTrigger;
  claim: FlowClaim | null;
  step: FlowStep;
  /** The messages the step sends, in order, as the inbox stores and Meta takes them. */
  answers: BotAnswer[];
  wakeAt: Date | null;
  handover: boolean;
  at: Date;
};

/**
 * `duplicate`: the incoming message was claimed before (a redelivery): nothing to do. `moved`: another step moved the
 * subscriber's run first (two messages at once, several workers): read it again and take the step from there.
 */
export type FlowStepStored =
  | { stored: false; reason: 'duplicate' | 'moved' }
  | { stored: true; runId: number; revision: number; messageIds: number[]; trailId: number | null };

/** The error `bot_flow_run_moved()` raises (features/bot/sql/flow-step.sql): the run moved, the claim is undone. */
function isRunMoved(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { detail, cause } = current as { detail?: unknown; cause?: unknown };
    if (detail === 'bot-flow-run-moved') return true;
    current = cause;
  }
  return false;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The SQL of running flows: versions, runs, each step's writes and the canvas's statistics. */
export function createFlowRunsRepository(db: Db) {
  /**
   * `storeStep` in one statement: each round trip to the embedded database is a turn of this process's busy event
   * loop, and a transaction would hold the database for all of them. The run's new state: moved from its revision
   * (a step inside it), or a new flow taking over the subscriber's active run (the one-active-run index is the
   * conflict), or, for a run that ended at once, a finished row beside any active one, which it ends ('replaced').
   */
  async function storeStepOnce(write: FlowStepWrite): Promise<FlowStepStored> {
    const { step, claim, at: when } = write;
    const at = when.toISOString();
    const position = step.position;
    const nodeId = position?.nodeId ?? step.events.at(-1)?.node_id ?? null;
    const endReason = endReasonOf(step);
    const state = sql`${nodeId}::text, ${position?.waitingFor ?? null}::text, ${position?.attempts ?? 0}::int,
      ${write.wakeAt?.toISOString() ?? null}::timestamptz, ${position !== null}::boolean, ${endReason}::text`;
    const answers = JSON.stringify(
      write.answers.map((answer, index) => ({
        ord: index + 1,
        kind: answer.stored.kind,
        text: answer.stored.text,
        attachments: answer.stored.attachments,
      })),
    );
    const visits = JSON.stringify(step.visits.map((visit) => ({ node_id: visit.nodeId, branch: visit.branch ?? '' })));
    // The counts are written into the statement, not passed: the planner then knows how many rows each set has, and
    // the prepared statement keeps one plan instead of being planned again on every step (a third of its cost).
    const answerCount = sql.raw(String(Math.trunc(write.answers.length)));
    const visitCount = sql.raw(String(Math.trunc(step.visits.length)));
    const changesFields = step.events.some((event) => event.kind === 'field');
    const changesLabels = step.events.some((event) => event.kind === 'label');
    const reason: BotSkipReason | null = write.answers.length > 0 ? null : skipReasonOf(step);
    const ok = sql`(select ok from go)`;
    const runStep = write.run
      ? sql`update ${botFlowRuns} set (node_id, waiting_for, attempts, wake_at, active, end_reason) = (select ${state}),
               revision = revision + 1, updated_at = ${at}::timestamptz
             where id = ${write.run.id}::bigint and revision = ${write.run.revision}::int and active and ${ok}
             returning id, revision`
      : position !== null
        ? sql`insert into ${botFlowRuns} (page_id, subscriber_id, flow_id, version, started_by, node_id, waiting_for,
                                         attempts, wake_at, active, end_reason, created_at, updated_at)
               select ${write.pageId}::int, ${write.subscriberId}::int, ${write.flow.id}::int, ${write.flow.version}::int,
                      ${write.startedBy}::text, ${state}, ${at}::timestamptz, ${at}::timestamptz
               where ${ok}
               on conflict (subscriber_id) where active do update set
                 page_id = excluded.page_id, flow_id = excluded.flow_id, version = excluded.version,
                 started_by = excluded.started_by, node_id = excluded.node_id, waiting_for = excluded.waiting_for,
                 attempts = excluded.attempts, wake_at = excluded.wake_at, end_reason = null,
                 revision = ${botFlowRuns.revision} + 1, created_at = excluded.created_at, updated_at = excluded.updated_at
               returning id, revision`
        : sql`insert into ${botFlowRuns} (page_id, subscriber_id, flow_id, version, started_by, node_id, waiting_for,
                                         attempts, wake_at, active, end_reason, created_at, updated_at)
               select ${write.pageId}::int, ${write.subscriberId}::int, ${write.flow.id}::int, ${write.flow.version}::int,
                      ${write.startedBy}::text, ${state}, ${at}::timestamptz, ${at}::timestamptz
               where ${ok}
               returning id, revision`;
    // A run that ended at once leaves no active run behind: the subscriber's other flow ends, replaced by this one.
    const endOthers =
      !write.run && position === null
        ? sql`, replaced as (
              update ${botFlowRuns} set active = false, end_reason = 'replaced', waiting_for = null, wake_at = null,
                     updated_at = ${at}::timestamptz
              where subscriber_id = ${write.subscriberId}::int and active and ${ok}
              returning id)`
        : sql``;
    const result = await db.execute(sql`
      with ids as (
        select nextval(pg_get_serial_sequence('inbox_messages', 'id')) as id, ord
        from generate_series(1, ${answerCount}) as ord
      ),
      t as (
        insert into ${botTrails} (page_id, subscriber_id, incoming_mid, incoming_message_id, bot_id, bot_name, flow_id,
                                  flow_name, trigger, keyword, reason, answer_message_id, created_at)
        select ${write.pageId}::int, ${write.subscriberId}::int, ${claim?.incomingMid ?? null}::text,
               ${claim?.incomingMessageId ?? null}::bigint, ${claim?.bot?.id ?? null}::int, ${claim?.bot?.name ?? null}::text,
               ${write.flow.id}::int, ${write.flow.name}::text, ${claim?.trigger ?? null}::text, ${claim?.keyword ?? null}::text,
               ${reason}::text, (select id from ids where ord = 1), ${at}::timestamptz
        where ${claim !== null}::boolean
        on conflict (incoming_mid) do nothing
        returning id
      ),
      go as (select (not ${claim !== null}::boolean or exists (select 1 from t)) as ok),
      r as (${runStep})${endOthers},
      m as (
        insert into ${inboxMessages} (id, subscriber_id, direction, kind, author, text, attachments, client_id, status,
                                      occurred_at) overriding system value
        select ids.id, ${write.subscriberId}::int, 'out', a.kind, 'bot', a.text, a.attachments,
               'flow:' || r.id || ':' || r.revision || ':' || (ids.ord - 1), 'pending',
               ${at}::timestamptz + (ids.ord - 1) * interval '1 millisecond'
        from ids
        join (select * from jsonb_to_recordset(${answers}::jsonb) as a(ord int, kind text, text text, attachments jsonb)
              limit ${answerCount}) as a on a.ord = ids.ord
        cross join r
        returning id
      ),
      s as (
        update ${subscribers} set
          fields = case when ${changesFields}::boolean then ${JSON.stringify(step.subscriber.fields)}::jsonb else fields end,
          labels = case when ${changesLabels}::boolean
            then array(select jsonb_array_elements_text(${JSON.stringify(step.subscriber.labels)}::jsonb)) else labels end,
          taken_over_at = case when ${write.handover}::boolean then ${at}::timestamptz else taken_over_at end
        where id = ${write.subscriberId}::int and ${changesFields || changesLabels || write.handover}::boolean
          and exists (select 1 from r)
        returning id
      ),
      v as (
        insert into ${botFlowVisits} (flow_id, node_id, branch, subscriber_id, first_at)
        select ${write.flow.id}::int, x.node_id, x.branch, ${write.subscriberId}::int, ${at}::timestamptz
        from (select * from jsonb_to_recordset(${visits}::jsonb) as x(node_id text, branch text) limit ${visitCount}) as x
        where exists (select 1 from r)
        on conflict do nothing
        returning 1
      )
      select (select ok from go) as ok, (select id from t) as trail_id, r.id as run_id, r.revision,
             (select array_agg(id order by id) from m) as message_ids,
             case when exists (select 1 from t) and r.id is null then bot_flow_run_moved() end as moved
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
    /** A flow's published version and name, if it has one and is the page's. */
    async published(pageId: number, flowId: number) {
      const [row] = await db
        .select({ id: botFlows.id, name: botFlows.name, version: botFlows.publishedVersion })
        .from(botFlows)
        .where(and(eq(botFlows.id, flowId), eq(botFlows.pageId, pageId), isNotNull(botFlows.publishedVersion)));
      return row ? { id: row.id, name: row.name, version: row.version! } : null;
    },

    /** The published flow an m.me link's ref starts on this page. */
    async publishedByRef(pageId: number, ref: string) {
      const [row] = await db
        .select({ id: botFlows.id, name: botFlows.name, version: botFlows.publishedVersion })
        .from(botFlows)
        .where(and(eq(botFlows.ref, ref), eq(botFlows.pageId, pageId), isNotNull(botFlows.publishedVersion)));
      return row ? { id: row.id, name: row.name, version: row.version! } : null;
    },

    /** Where an upload is served from (a flow's image or file). */
    async mediaBlobKey(mediaId: number): Promise<string | null> {
      const [row] = await db.select({ blobKey: mediaFiles.blobKey }).from(mediaFiles).where(eq(mediaFiles.id, mediaId));
      return row?.blobKey ?? null;
    },

    /** A frozen version's stored document (never changes once published). */
    async versionDocument(flowId: number, version: number): Promise<unknown> {
      const [row] = await db
        .select({ document: botFlowVersions.document })
        .from(botFlowVersions)
        .where(and(eq(botFlowVersions.flowId, flowId), eq(botFlowVersions.version, version)));
      return row?.document ?? null;
    },

    async activeRun(subscriberId: number): Promise<ActiveRun | null> {
      const [row] = await db
        .select({ run: botFlowRuns, flowName: botFlows.name })
        .from(botFlowRuns)
        .innerJoin(botFlows, eq(botFlows.id, botFlowRuns.flowId))
        .where(and(eq(botFlowRuns.subscriberId, subscriberId), sql`${botFlowRuns.active}`));
      return row ? { ...row.run, flowName: row.flowName } : null;
    },

    async run(runId: number): Promise<ActiveRun | null> {
      const [row] = await db
        .select({ run: botFlowRuns, flowName: botFlows.name })
        .from(botFlowRuns)
        .innerJoin(botFlows, eq(botFlows.id, botFlowRuns.flowId))
        .where(eq(botFlowRuns.id, runId));
      return row ? { ...row.run, flowName: row.flowName } : null;
    },

    /** Runs whose wait is over: the safety net for a wake-up job lost with a stopped process. */
    async dueRuns(now: Date, limit: number) {
      const rows = await db
        .select({ id: botFlowRuns.id, revision: botFlowRuns.revision })
        .from(botFlowRuns)
        .where(
          and(
            sql`${botFlowRuns.active} and ${botFlowRuns.waitingFor} = 'timer'`,
            lte(botFlowRuns.wakeAt, new Date(now.getTime() - 60_000)),
          ),
        )
        .limit(limit);
      return rows;
    },

    /**
     * A step, all or nothing: the trail's claim of the incoming message (a second delivery stores nothing), the run
     * moved on only from the revision it was read at, the pending messages, the subscriber's fields and labels, the
     * hand-over and the statistics. Nothing is sent before this is stored.
     */
    async storeStep(write: FlowStepWrite): Promise<FlowStepStored> {
      try {
        return await storeStepOnce(write);
      } catch (error) {
        // A run started by another step at the same moment breaks the one-active-run index: the same race.
        if (isRunMoved(error) || isUniqueViolation(error)) return { stored: false, reason: 'moved' };
        throw error;
      }
    },

    /** The canvas's statistics: subscribers per node and per pressed branch, and the runs in and out. */
    async stats(flowId: number) {
      const visits = await db
        .select({ nodeId: botFlowVisits.nodeId, branch: botFlowVisits.branch, subscribers: count() })
        .from(botFlowVisits)
        .where(eq(botFlowVisits.flowId, flowId))
        .groupBy(botFlowVisits.nodeId, botFlowVisits.branch);
      const [runs] = await db
        .select({
          running: sql<number>`count(*) filter (where ${botFlowRuns.active})`.mapWith(Number),
          finished: sql<number>`count(*) filter (where not ${botFlowRuns.active})`.mapWith(Number),
        })
        .from(botFlowRuns)
        .where(eq(botFlowRuns.flowId, flowId));
      return { visits, running: runs?.running ?? 0, finished: runs?.finished ?? 0 };
    },
  };
}
export type FlowRunsRepository = ReturnType<typeof createFlowRunsRepository>;

function endReasonOf(step: FlowStep): FlowRunEndReason | null {
  const last = step.events.at(-1);
  return step.position === null && last?.kind === 'end' ? last.reason : null;
}

/** A step that sent nothing: outside the window when that is why, else the flow simply had nothing to say. */
function skipReasonOf(step: FlowStep): BotSkipReason {
  return endReasonOf(step) === 'window-closed' ? 'outside-messaging-window' : 'flow-sent-nothing';
}
