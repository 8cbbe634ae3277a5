import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { createPrebuiltStatements } from '../../../platform/db/shaped-statements.ts';
import { inboxMessages, subscribers } from '../../../platform/db/schema.ts';

/** How many of the messages this process marked sent it remembers: Meta's echoes come within seconds. */
const rememberedSends = 20_000;

const markSentSql = () => sql`
        with sent as (
          update ${inboxMessages} set status = 'sent', meta_message_id = ${sql.placeholder('metaMessageId')}
          where id = ${sql.placeholder('id')}::bigint
          returning id
        )
        update ${subscribers} set
          last_interaction_at = greatest(last_interaction_at, ${sql.placeholder('at')}::timestamptz),
          last_message_id = greatest(coalesce(last_message_id, 0), ${sql.placeholder('id')}::bigint),
          unread_count = 0,
          -- Meta took the message: the person is reachable again.
          blocked_at = null
        where id = ${sql.placeholder('subscriberId')}::int and exists (select 1 from sent)`;

/**
 * The SQL of what the inbox sends (its replies and the automations' answers): the pending row, its settling (sent
 * with Meta's mid, or failed with Meta's refusal) and what settling needs to know.
 */
export function createOutboundMessagesRepository(db: Db, prebuilt: ReturnType<typeof createPrebuiltStatements>) {
  // Messages this process marked sent, oldest first: their echo from Meta has nothing left to settle.
  const sentHere = new Set<number>();
  // Sends of this process between the Send API call and their row's settling: true once marked sent.
  const settling = new Map<number, Promise<boolean>>();

  return {
    /** The pending row of a send; null when that client_id was already taken (the send is not ours to make). */
    async insertPending(values: typeof inboxMessages.$inferInsert): Promise<number | null> {
      const [row] = await db
        .insert(inboxMessages)
        .values(values)
        .onConflictDoNothing({ target: [inboxMessages.subscriberId, inboxMessages.clientId] })
        .returning({ id: inboxMessages.id });
      return row?.id ?? null;
    },

    /**
     * One statement, not a transaction: every answer ends here, and a transaction would hold the embedded database
     * across turns of this busy process. The conversation's last message view is right at the end of the statement
     * (the message's own trigger rewrites it after the subscriber's row trigger read it).
     */
    async markSent(id: number, subscriberId: number, metaMessageId: string, at: Date): Promise<void> {
      await prebuilt('markSent', markSentSql, { id, subscriberId, metaMessageId, at: at.toISOString() });
      if (sentHere.size >= rememberedSends) sentHere.delete(sentHere.values().next().value!);
      sentHere.add(id);
    },

    /** The message is being sent by this process: until `settled` resolves, its echo waits for the outcome. */
    settlingHere(id: number, settled: Promise<boolean>) {
      settling.set(id, settled);
      void settled.finally(() => settling.delete(id));
    },

    /**
     * Whether this process marked the message sent: then Meta's echo of it would change nothing. Meta may echo a
     * send before its answer arrives: for a send still settling here, the answer is that send's outcome.
     */
    markedSentHere(id: number): boolean | Promise<boolean> {
      return sentHere.has(id) || (settling.get(id) ?? false);
    },

    async markFailed(id: number, failure: { code: number | null; subcode: number | null; message: string }) {
      await db
        .update(inboxMessages)
        .set({
          status: 'failed',
          errorCode: failure.code,
          errorSubcode: failure.subcode,
          errorMessage: failure.message,
        })
        .where(eq(inboxMessages.id, id));
    },

    /** Sends whose process stopped between storing the pending row and Meta's answer (a restart, a crash). */
    async failInterrupted(startedBefore: Date, reason: string): Promise<{ id: number; subscriberId: number }[]> {
      return db
        .update(inboxMessages)
        .set({ status: 'failed', errorCode: null, errorSubcode: null, errorMessage: reason })
        .where(and(eq(inboxMessages.status, 'pending'), lt(inboxMessages.occurredAt, startedBefore)))
        .returning({ id: inboxMessages.id, subscriberId: inboxMessages.subscriberId });
    },

    async markBlocked(subscriberId: number, at: Date): Promise<void> {
      await db.update(subscribers).set({ blockedAt: at }).where(eq(subscribers.id, subscriberId));
    },
  };
}
