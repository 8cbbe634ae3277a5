import { and, asc, desc, eq, inArray, lte, or, sql, count } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { webhookEvents } from '../../platform/db/schema.ts';
import type { IncomingEvent } from './split-webhook-batch.ts';

export type StoredEvent = typeof webhookEvents.$inferSelect;

export function createWebhookEventsRepository(db: Db) {
  return {
    /** Inserts what is new and answers only the new rows; a redelivered event is silently skipped. */
    async insertNew(events: IncomingEvent[], now: Date): Promise<{ id: number; naturalKey: string }[]> {
      if (events.length === 0) return [];
      const rows = await db
        .insert(webhookEvents)
        .values(
          events.map((event) => ({
            naturalKey: event.naturalKey,
            object: event.object,
            accountId: event.accountId,
            kind: event.kind,
            isEcho: event.isEcho,
            payload: event.payload,
            occurredAt: event.occurredAt,
            receivedAt: now,
            nextAttemptAt: now,
          })),
        )
        .onConflictDoNothing({ target: webhookEvents.naturalKey })
        .returning({ id: webhookEvents.id, naturalKey: webhookEvents.naturalKey });
      return rows;
    },

    /** Takes the events for processing unless another worker holds them; a lease expires if its worker dies. */
    async claim(ids: number[], now: Date, leaseMs: number): Promise<StoredEvent[]> {
      if (ids.length === 0) return [];
      return db
        .update(webhookEvents)
        .set({ status: 'processing', attempts: sql`${webhookEvents.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(
          and(
            inArray(webhookEvents.id, ids),
            or(
              and(eq(webhookEvents.status, 'pending'), lte(webhookEvents.nextAttemptAt, now)),
              and(eq(webhookEvents.status, 'processing'), lte(webhookEvents.lockedUntil, now)),
            ),
          ),
        )
        .returning();
    },

    async markDone(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(webhookEvents)
        .set({ status: 'done', processedAt: now, lockedUntil: null, lastError: null })
        .where(inArray(webhookEvents.id, ids));
    },

    async markRetry(id: number, error: string, nextAttemptAt: Date) {
      await db.update(webhookEvents).set({ status: 'pending', lastError: error, nextAttemptAt, lockedUntil: null }).where(eq(webhookEvents.id, id));
    },

    async markFailed(id: number, error: string, now: Date) {
      await db.update(webhookEvents).set({ status: 'failed', lastError: error, processedAt: now, lockedUntil: null }).where(eq(webhookEvents.id, id));
    },

    async findDue(now: Date, olderThan: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(
          or(
            and(eq(webhookEvents.status, 'pending'), lte(webhookEvents.nextAttemptAt, now), lte(webhookEvents.receivedAt, olderThan)),
            and(eq(webhookEvents.status, 'processing'), lte(webhookEvents.lockedUntil, now)),
          ),
        )
        .orderBy(asc(webhookEvents.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async listFailed(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(webhookEvents).where(eq(webhookEvents.status, 'failed')).orderBy(desc(webhookEvents.id)).offset(offset).limit(limit),
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
