import {
  claimableNow,
  leaseEnd,
  leaseMs,
  releaseLeasesTakenBefore,
  type LeaseColumns,
} from '../../../platform/work/leases.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { outboundActions } from '../../../platform/db/schema.ts';
import { actionRequestJson, type ActionRequest } from './action-request.ts';

type StoredAction = typeof outboundActions.$inferSelect;
export type ActionRow = Omit<StoredAction, 'request'> & { request: ActionRequest };
export type ActionInsert = Omit<typeof outboundActions.$inferInsert, 'request'> & { request: ActionRequest };
export type ActionOutcome = {
  id: number;
  kind: ActionRow['kind'];
  trailId: number | null;
  status: 'sent' | 'failed' | 'skipped';
  remoteId: string | null;
  error: string | null;
  errorCategory: string | null;
  sentAt: string | null;
  /** Why Meta's refusal skipped this reply (a trail reason); the trail row keeps its reason when null. */
  trailReason?: string | null;
};

export const toActionRow = (row: StoredAction): ActionRow => ({ ...row, request: actionRequestJson.read(row.request) });

/** An outbound_actions row from `to_jsonb(row)` (snake_case, timestamps as text). */
export function actionFromJson(row: Record<string, unknown>): ActionRow {
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    id: Number(row.id),
    idempotencyKey: String(row.idempotency_key),
    kind: row.kind as ActionRow['kind'],
    pageId: Number(row.page_id),
    campaignId: row.campaign_id == null ? null : Number(row.campaign_id),
    trailId: row.trail_id == null ? null : Number(row.trail_id),
    request: actionRequestJson.read(row.request),
    status: row.status as ActionRow['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at)!,
    remoteId: (row.remote_id as string | null) ?? null,
    errorCategory: (row.error_category as string | null) ?? null,
    errorMessage: (row.error_message as string | null) ?? null,
    createdAt: date(row.created_at)!,
    sentAt: date(row.sent_at),
  };
}

/** Every call to Meta the engine decided to make, each once (the idempotency key is unique), and its outcome. */
/** A reply being sent: `sending`, its lease the row's next attempt time. */
const sendingLease = {
  table: outboundActions,
  leaseUntil: 'nextAttemptAt',
  status: outboundActions.status,
  heldStatuses: ['sending'],
} as const satisfies LeaseColumns<typeof outboundActions>;
/** A reply waiting for its (next) attempt. */
const waitingToSend = { statuses: ['pending'], due: outboundActions.nextAttemptAt } as const;

export function createActionsRepository(db: Db) {
  return {
    /** Inserts the actions that are new (the idempotency key is unique) and answers those. */
    async insertActions(values: ActionInsert[]) {
      if (values.length === 0) return [];
      const rows = await db
        .insert(outboundActions)
        .values(values.map((value) => ({ ...value, request: actionRequestJson.write(value.request) })))
        .onConflictDoNothing()
        .returning();
      return rows.map(toActionRow);
    },

    /** Takes an action for sending unless another worker has it or it is done; a stale "sending" is taken back. */
    async claimAction(id: number, now: Date) {
      const [row] = await db
        .update(outboundActions)
        .set({
          status: 'sending',
          attempts: sql`${outboundActions.attempts} + 1`,
          nextAttemptAt: leaseEnd(now, leaseMs.replySend),
        })
        .where(and(eq(outboundActions.id, id), claimableNow(sendingLease, waitingToSend, now)))
        .returning();
      return row ? toActionRow(row) : null;
    },

    async finishAction(id: number, values: Partial<Omit<typeof outboundActions.$inferInsert, 'request'>>) {
      await db.update(outboundActions).set(values).where(eq(outboundActions.id, id));
    },

    /** Recovering orphans at start (the database's only process): the sending leases an earlier run took. */
    releaseLeasesTakenBefore: (startedAt: Date, now: Date) =>
      releaseLeasesTakenBefore(db, sendingLease, startedAt, leaseMs.replySend, now),

    async dueActions(now: Date, limit: number) {
      const rows = await db
        .select({ id: outboundActions.id })
        .from(outboundActions)
        .where(claimableNow(sendingLease, waitingToSend, now))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Outcomes of many actions and of their trail rows, in one statement for the whole batch. */
    async finishMany(items: ActionOutcome[]) {
      if (items.length === 0) return [];
      const trails = items.filter(
        (item) => item.trailId !== null && (item.kind === 'public_reply' || item.kind === 'private_reply'),
      );
      const hides = items.filter((item) => item.trailId !== null && item.kind === 'hide_comment');
      // `= any(ids)` lets the planner use the primary keys; joining the recordset alone scans the tables. The ids are
      // a parameter, so the statement's text is the same for every batch: prepared once, not planned per batch.
      const actionIds = `{${items.map((item) => Number(item.id)).join(',')}}`;
      const trailIds = `{${trails.map((item) => Number(item.trailId)).join(',')}}`;
      await db.execute(sql`
        with actions as (
          update outbound_actions a
          set status = x.status, remote_id = x.remote_id, error_message = x.error, error_category = x.error_category, sent_at = x.sent_at
          from jsonb_to_recordset(${JSON.stringify(items.map((item) => ({ id: item.id, status: item.status, remote_id: item.remoteId, error: item.error, error_category: item.errorCategory, sent_at: item.sentAt })))}::jsonb)
            as x(id bigint, status text, remote_id text, error text, error_category text, sent_at timestamptz)
          where a.id = any(${actionIds}::bigint[]) and a.id = x.id
          returning a.id, a.idempotency_key
        )
        update reply_trails t
        set public_status = coalesce(x.public_status, t.public_status),
            public_reply_id = case when x.public_status is null then t.public_reply_id else x.public_reply_id end,
            public_error = case when x.public_status is null then t.public_error else x.public_error end,
            private_status = coalesce(x.private_status, t.private_status),
            private_message_id = case when x.private_status is null then t.private_message_id else x.private_message_id end,
            private_error = case when x.private_status is null then t.private_error else x.private_error end,
            reason = coalesce(x.reason, t.reason),
            updated_at = now()
        from (
          select id,
                 max(public_status) as public_status, max(public_reply_id) as public_reply_id, max(public_error) as public_error,
                 max(private_status) as private_status, max(private_message_id) as private_message_id, max(private_error) as private_error,
                 max(reason) as reason
          from jsonb_to_recordset(${JSON.stringify(
            trails.map((item) =>
              item.kind === 'public_reply'
                ? {
                    action_id: item.id,
                    id: item.trailId,
                    public_status: item.status,
                    public_reply_id: item.remoteId,
                    public_error: item.error,
                    reason: item.trailReason ?? null,
                  }
                : {
                    id: item.trailId,
                    private_status: item.status,
                    private_message_id: item.remoteId,
                    private_error: item.error,
                    reason: item.trailReason ?? null,
                  },
            ),
          )}::jsonb)
            as y(action_id bigint, id bigint, public_status text, public_reply_id text, public_error text, private_status text, private_message_id text, private_error text, reason text)
          -- A comment answered with several public replies (comment_number): the trail shows the first one's outcome.
          -- Looked up among the batch's own actions: a probe of outbound_actions here was planned as a scan of the
          -- whole table, a cost that grew with every reply ever sent.
          where y.action_id is null or not exists (
            select 1 from actions o where o.id = y.action_id and o.idempotency_key ~ ':public:[0-9]+$'
          )
          group by id
        ) x
        where t.id = any(${trailIds}::bigint[]) and t.id = x.id`);
      // The campaign's hiding of a comment: its own columns, so a refusal keeps the trail's reason.
      if (hides.length > 0) {
        await db.execute(sql`
          update reply_trails t
          set hide_status = x.status, hide_error = x.error, hidden = t.hidden or x.status = 'sent', updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(hides.map((item) => ({ id: item.trailId, status: item.status, error: item.error })))}::jsonb)
            as x(id bigint, status text, error text)
          where t.id = x.id`);
      }
      return items.map(() => undefined);
    },
  };
}
export type ActionsRepository = ReturnType<typeof createActionsRepository>;
