import type { BotSkipReason, BotTrigger, FlowRunEndReason } from '@app/contract';
import { and, count, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../../platform/db/unique-violation.ts';
import { botFlowRuns, botFlowVersions, botFlowVisits, botFlows, mediaFiles } from '../../../../platform/db/schema.ts';
import {
  createFlowAnswerRepository,
  type AlongsideWrites,
  type FlowAnswer,
  type FlowAnswerRecorded,
  type FlowClaim,
} from '../../../inbox/index.ts';
import type { BotAnswer } from '../../engine/bot-message.ts';
import type { FlowStep } from './flow-step.ts';

export type FlowRunRow = typeof botFlowRuns.$inferSelect;
export type ActiveRun = FlowRunRow & { flowName: string };

export type { FlowClaim };

/** One step's writes, stored in one statement before anything is sent. */
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
  /** Why a message of the step was left out (product cards the page cannot send): the trail says so. */
  blocked?: BotSkipReason | null;
  wakeAt: Date | null;
  handover: boolean;
  at: Date;
};

export type FlowStepStored = FlowAnswerRecorded;

/** The error `bot_flow_run_moved()` raises (features/bot/sql/flow-step.sql): the run moved, the claim is undone. */
function isRunMoved(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { detail, cause } = current as { detail?: unknown; cause?: unknown };
    if (detail === 'bot-flow-run-moved') return true;
    current = cause;
  }
  return false;
}

/** The SQL of running flows: versions, runs, each step's writes and the canvas's statistics. */
export function createFlowRunsRepository(db: Db) {
  const answers = createFlowAnswerRepository(db);

  /**
   * The step's writes to the flow's own tables, made by the inbox in the statement that records the step's answer
   * (see storeStep). The run's new state: moved from its revision (a step inside it), or a new flow taking over the
   * subscriber's active run (the one-active-run index is the conflict), or, for a run that ended at once, a finished
   * row beside any active one, which it ends ('replaced').
   */
  function runWrites(write: FlowStepWrite): AlongsideWrites {
    const { step } = write;
    const at = write.at.toISOString();
    const position = step.position;
    const nodeId = position?.nodeId ?? step.events.at(-1)?.node_id ?? null;
    const endReason = endReasonOf(step);
    const state = sql`${nodeId}::text, ${position?.waitingFor ?? null}::text, ${position?.attempts ?? 0}::int,
      ${write.wakeAt?.toISOString() ?? null}::timestamptz, ${position !== null}::boolean, ${endReason}::text`;
    const visits = JSON.stringify(step.visits.map((visit) => ({ node_id: visit.nodeId, branch: visit.branch ?? '' })));
    // Written into the statement, not passed: the planner then knows how many rows the set has (see the answers').
    const visitCount = sql.raw(String(Math.trunc(step.visits.length)));
    const ctes = (ok: SQL) => {
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
      return sql`r as (${runStep})${endOthers},
        v as (
          insert into ${botFlowVisits} (flow_id, node_id, branch, subscriber_id, first_at)
          select ${write.flow.id}::int, x.node_id, x.branch, ${write.subscriberId}::int, ${at}::timestamptz
          from (select * from jsonb_to_recordset(${visits}::jsonb) as x(node_id text, branch text) limit ${visitCount}) as x
          where exists (select 1 from r)
          on conflict do nothing
          returning 1
        )`;
    };
    return {
      ctes,
      clientIdPrefix: sql`'flow:' || r.id || ':' || r.revision || ':'`,
      undo: sql`bot_flow_run_moved()`,
      // A run started by another step at the same moment breaks the one-active-run index: the same race.
      moved: (error) => isRunMoved(error) || isUniqueViolation(error),
    };
  }

  /** The step's answer as the inbox records it. */
  function answerOf(write: FlowStepWrite): FlowAnswer {
    const { step } = write;
    return {
      pageId: write.pageId,
      subscriberId: write.subscriberId,
      flow: { id: write.flow.id, name: write.flow.name },
      claim: write.claim,
      reason: write.blocked ?? (write.answers.length > 0 ? null : skipReasonOf(step)),
      answers: write.answers,
      fields: step.events.some((event) => event.kind === 'field') ? step.subscriber.fields : null,
      labels: step.events.some((event) => event.kind === 'label') ? [...step.subscriber.labels] : null,
      handover: write.handover,
      at: write.at,
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

    /** A step as the inbox's answer path records it: its answer, and the run's and statistics' writes with it. */
    stepRecord: (write: FlowStepWrite) => ({ trail: answerOf(write), alongside: runWrites(write) }),

    /**
     * A step, all or nothing, recorded alone (nothing sent): what the answer path records for `stepRecord`. The
     * trail's claim of the incoming message (a second delivery stores nothing), the run moved on only from the
     * revision it was read at, the pending messages, the subscriber's fields and labels, the hand-over and the
     * statistics.
     */
    storeStep: (write: FlowStepWrite): Promise<FlowStepStored> => answers.record(answerOf(write), runWrites(write)),

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
