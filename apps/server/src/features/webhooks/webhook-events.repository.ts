import {
  claimableNow,
  leaseEnd,
  leaseExpired,
  leaseMs,
  releaseLeasesTakenBefore,
  type LeaseColumns,
} from '../../platform/work/leases.ts';
import { and, asc, desc, eq, inArray, lte, or, sql, count } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { webhookEvents } from '../../platform/db/schema.ts';
import type { IncomingEvent } from './split-webhook-batch.ts';

export type StoredEvent = typeof webhookEvents.$inferSelect;

/**
 * What we sent ourselves and need not process: our comments, and messages that carry our metadata (the inbox's and
 * the campaigns' sends set it). Echoes without it were sent by the page elsewhere (Business Suite) and are the
 * inbox's to store; the inbox's own echoes (`inbox:<id>`) are processed too: they settle a send whose answer was lost.
 */
function isOwnEcho(event: IncomingEvent): boolean {
  if (!event.isEcho) return false;
  if (event.kind !== 'message.echo') return true;
  const message = (event.payload as { message?: { metadata?: unknown } }).message;
  return typeof message?.metadata === 'string' && message.metadata !== '' && !message.metadata.startsWith('inbox:');
}

/** One event as a row of webhook_events (snake_case, as jsonb_to_recordset reads it). */
export function toEventRow(event: IncomingEvent, isHandled: (kind: string) => boolean) {
  return {
    natural_key: event.naturalKey,
    object: event.object,
    account_id: event.accountId,
    kind: event.kind,
    is_echo: event.isEcho,
    payload: event.payload,
    occurred_at: event.occurredAt?.toISOString() ?? null,
    // Our own comments and messages never trigger anything: stored for the record, with nothing to process.
    status: isHandled(event.kind) && !isOwnEcho(event) ? 'pending' : 'done',
  };
}

/** An event being handled: `processing`, until `locked_until`. */
const processingLease = {
  table: webhookEvents,
  leaseUntil: 'lockedUntil',
  status: webhookEvents.status,
  heldStatuses: ['processing'],
} as const satisfies LeaseColumns<typeof webhookEvents>;
/** An event waiting for its (next) attempt. */
const waitingForAttempt = { statuses: ['pending'], due: webhookEvents.nextAttemptAt } as const;

export function createWebhookEventsRepository(db: Db) {
  return {
    /**
     * Inserts what is new and answers only the new rows; a redelivered event is silently skipped. Events no
     * feature handles are stored as done: there is nothing to process.
     */
    async insertNew(events: IncomingEvent[], now: Date, isHandled: (kind: string) => boolean = () => true) {
      if (events.length === 0) return [];
      return this.insertRows(JSON.stringify(events.map((event) => toEventRow(event, isHandled))), now);
    },

    /**
     * The same, from a JSON array of rows already in table shape (what the journal stores): the batch travels
     * as one parameter, far cheaper than ten parameters per row, and needs no parsing on the way.
     */
    async insertRows(rowsJson: string, now: Date): Promise<{ id: number; naturalKey: string; status: string }[]> {
      const result = await db.execute(sql`
        insert into webhook_events (natural_key, object, account_id, kind, is_echo, payload, occurred_at, status, received_at, next_attempt_at, processed_at)
        select x.natural_key, x.object, x.account_id, x.kind, x.is_echo, x.payload, x.occurred_at, x.status, ${now}::timestamptz, ${now}::timestamptz,
               case when x.status = 'done' then ${now}::timestamptz end
        from jsonb_to_recordset(${rowsJson}::jsonb)
          as x(natural_key text, object text, account_id text, kind text, is_echo boolean, payload jsonb, occurred_at timestamptz, status text)
        on conflict (natural_key) do nothing
        returning id, natural_key, status`);
      return (result as unknown as { rows: { id: number | string; natural_key: string; status: string }[] }).rows.map(
        (row) => ({
          id: Number(row.id),
          naturalKey: row.natural_key,
          status: row.status,
        }),
      );
    },

    /**
     * The embedded journal's import, one statement (so one atomic commit): the new rows, stored already claimed
     * by this process when there is something to process, together with the journal position they came from.
     * Answers the claimed events, ready for the dispatcher.
     */
    async importJournalRows(
      rowsJson: string,
      now: Date,
      lockedUntil: Date,
      checkpoint: { name: string; segment: number; offset: number },
    ): Promise<StoredEvent[]> {
      // import_journal_rows (sql/import-journal-rows.sql) holds the statement: inside a function Postgres plans it once per session.
      const result = await db.execute(
        sql`select * from import_journal_rows(${rowsJson}::jsonb, ${now.toISOString()}::timestamptz, ${lockedUntil.toISOString()}::timestamptz,
                                              ${checkpoint.name}, ${checkpoint.segment}, ${checkpoint.offset})`,
      );
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        id: Number(row.id),
        naturalKey: String(row.natural_key),
        object: String(row.object),
        accountId: String(row.account_id),
        kind: String(row.kind),
        isEcho: row.is_echo === true,
        payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
        occurredAt: row.occurred_at == null ? null : new Date(row.occurred_at as string | Date),
        receivedAt: now,
        status: 'processing' as const,
        attempts: Number(row.attempts),
        nextAttemptAt: now,
        lockedUntil,
        lastError: null,
        processedAt: null,
      }));
    },

    /** Takes the events for processing unless another worker holds them; a lease expires if its worker dies. */
    async claim(ids: number[], now: Date, lengthMs: number): Promise<StoredEvent[]> {
      if (ids.length === 0) return [];
      return db
        .update(webhookEvents)
        .set({
          status: 'processing',
          attempts: sql`${webhookEvents.attempts} + 1`,
          lockedUntil: leaseEnd(now, lengthMs),
        })
        .where(and(inArray(webhookEvents.id, ids), claimableNow(processingLease, waitingForAttempt, now)))
        .returning();
    },

    /** Recovering orphans at start (the database's only process): the processing leases an earlier run took. */
    releaseLeasesTakenBefore: (startedAt: Date, now: Date) =>
      releaseLeasesTakenBefore(db, processingLease, startedAt, leaseMs.webhookEvent, now),

    async markDone(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(webhookEvents)
        .set({ status: 'done', processedAt: now, lockedUntil: null, lastError: null })
        // The ids as one array parameter: one statement text for every batch size, prepared once.
        .where(sql`${webhookEvents.id} = any(${`{${ids.map(Number).join(',')}}`}::bigint[])`);
    },

    async markRetry(id: number, error: string, nextAttemptAt: Date) {
      await db
        .update(webhookEvents)
        .set({ status: 'pending', lastError: error, nextAttemptAt, lockedUntil: null })
        .where(eq(webhookEvents.id, id));
    },

    async markFailed(id: number, error: string, now: Date) {
      await db
        .update(webhookEvents)
        .set({ status: 'failed', lastError: error, processedAt: now, lockedUntil: null })
        .where(eq(webhookEvents.id, id));
    },

    async findDue(now: Date, olderThan: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(
          or(
            and(
              eq(webhookEvents.status, 'pending'),
              lte(webhookEvents.nextAttemptAt, now),
              lte(webhookEvents.receivedAt, olderThan),
            ),
            leaseExpired(processingLease, now),
          ),
        )
        .orderBy(asc(webhookEvents.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async listFailed(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.status, 'failed'))
          .orderBy(desc(webhookEvents.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(webhookEvents).where(eq(webhookEvents.status, 'failed')),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async requeue(ids: number[], now: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(webhookEvents)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
        .where(and(inArray(webhookEvents.id, ids), eq(webhookEvents.status, 'failed')))
        .returning({ id: webhookEvents.id });
      return rows.map((row) => row.id);
    },

    async findByKey(naturalKey: string) {
      const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.naturalKey, naturalKey)).limit(1);
      return row ?? null;
    },
  };
}
export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;
