import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { answerTrails, outboundActions, replyTrails, webhookEvents } from '../../../platform/db/schema.ts';

const deliveryColumns = {
  id: webhookEvents.id,
  kind: webhookEvents.kind,
  object: webhookEvents.object,
  accountId: webhookEvents.accountId,
  naturalKey: webhookEvents.naturalKey,
  status: webhookEvents.status,
  attempts: webhookEvents.attempts,
  lastError: webhookEvents.lastError,
  receivedAt: webhookEvents.receivedAt,
  processedAt: webhookEvents.processedAt,
};

/** Escapes LIKE's wildcards so that an id is matched as written. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The debugging tool's reads: webhook deliveries and one comment's or message's trail. */
export function createDebugRepository(db: Db) {
  return {
    deliveries(filter: { status?: (typeof webhookEvents.$inferSelect)['status']; accountId?: string; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(webhookEvents.status, filter.status));
      if (filter.accountId) conditions.push(eq(webhookEvents.accountId, filter.accountId));
      return db
        .select(deliveryColumns)
        .from(webhookEvents)
        .where(and(...conditions))
        .orderBy(desc(webhookEvents.id))
        .limit(filter.limit);
    },

    /** Natural keys name the comment (`fb:comment:{id}:{verb}`, `ig:comment:{id}`) or the message (`msg:{mid}`). */
    eventsAbout(metaId: string) {
      const escaped = literal(metaId);
      return db
        .select({ ...deliveryColumns, payload: webhookEvents.payload })
        .from(webhookEvents)
        .where(or(like(webhookEvents.naturalKey, `%:${escaped}`), like(webhookEvents.naturalKey, `%:${escaped}:%`)))
        .orderBy(webhookEvents.id)
        .limit(50);
    },

    async decisionsAbout(metaId: string) {
      const replies = await db
        .select({
          id: replyTrails.id,
          campaignId: replyTrails.campaignId,
          status: replyTrails.decision,
          reason: replyTrails.reason,
          createdAt: replyTrails.createdAt,
        })
        .from(replyTrails)
        .where(or(eq(replyTrails.metaCommentId, metaId), eq(replyTrails.commentId, metaId)))
        .orderBy(replyTrails.id)
        .limit(50);
      const answers = await db
        .select({
          id: answerTrails.id,
          campaignId: sql<number | null>`null`,
          status: answerTrails.decidedBy,
          reason: answerTrails.reason,
          createdAt: answerTrails.createdAt,
        })
        .from(answerTrails)
        .where(eq(answerTrails.incomingMid, metaId))
        .orderBy(answerTrails.id)
        .limit(50);
      return { replies, answers };
    },

    actionsOfTrails(trailIds: number[]) {
      if (trailIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: outboundActions.id,
          kind: outboundActions.kind,
          status: outboundActions.status,
          attempts: outboundActions.attempts,
          remoteId: outboundActions.remoteId,
          errorMessage: outboundActions.errorMessage,
          createdAt: outboundActions.createdAt,
        })
        .from(outboundActions)
        .where(inArray(outboundActions.trailId, trailIds))
        .orderBy(outboundActions.id)
        .limit(100);
    },

    /** Deletes a failed event; false when there is no failed event with that id. */
    async deleteFailedEvent(id: number) {
      const deleted = await db
        .delete(webhookEvents)
        .where(and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'failed')))
        .returning({ id: webhookEvents.id, kind: webhookEvents.kind, naturalKey: webhookEvents.naturalKey });
      return deleted[0] ?? null;
    },
  };
}
export type DebugRepository = ReturnType<typeof createDebugRepository>;
