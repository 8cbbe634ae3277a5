import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { replyUsage } from '../../../platform/db/schema.ts';

/** Replies sent per page per month (`YYYY-MM` in the business time zone: BusinessTime.monthOf), against the plan's monthly limit. */
export function createUsageRepository(db: Db) {
  return {
    /** Reserves replies against the plan's monthly limit in one statement; answers false when they do not fit. */
    async reserveReplies(pageId: number, month: string, replies: number, limit: number | null): Promise<boolean> {
      if (replies === 0) return true;
      if (limit !== null && replies > limit) return false;
      const rows = await db
        .insert(replyUsage)
        .values({ pageId, month, used: replies })
        .onConflictDoUpdate({
          target: [replyUsage.pageId, replyUsage.month],
          set: { used: sql`${replyUsage.used} + ${replies}` },
          ...(limit === null ? {} : { setWhere: lte(sql`${replyUsage.used} + ${replies}`, limit) }),
        })
        .returning({ used: replyUsage.used });
      return rows.length > 0;
    },

    async releaseReply(pageId: number, month: string) {
      await db
        .update(replyUsage)
        .set({ used: sql`greatest(${replyUsage.used} - 1, 0)` })
        .where(and(eq(replyUsage.pageId, pageId), eq(replyUsage.month, month)));
    },

    async usage(pageId: number, month: string) {
      const [row] = await db
        .select()
        .from(replyUsage)
        .where(and(eq(replyUsage.pageId, pageId), eq(replyUsage.month, month)));
      return row?.used ?? 0;
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
