import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { replyUsage } from '../../../platform/db/schema.ts';

/**
 * Whose quota a reply counts on: a Facebook page's, or an Instagram account's own (its plan's limit), whichever
 * page sends it.
 */
export type QuotaOwner = { pageId: number | null; instagramAccountId?: number | null };

const ownerValues = ({ pageId, instagramAccountId }: QuotaOwner) =>
  instagramAccountId ? { pageId: null, instagramAccountId } : { pageId, instagramAccountId: null };
const ownerIs = (owner: QuotaOwner) =>
  owner.instagramAccountId
    ? and(isNull(replyUsage.pageId), eq(replyUsage.instagramAccountId, owner.instagramAccountId))
    : and(eq(replyUsage.pageId, owner.pageId ?? -1), isNull(replyUsage.instagramAccountId));

/** Replies sent per page or account per month (`YYYY-MM` in the business time zone: BusinessTime.monthOf), against the plan's monthly limit. */
export function createUsageRepository(db: Db) {
  return {
    /** Reserves replies against the plan's monthly limit in one statement; answers false when they do not fit. */
    async reserveReplies(owner: QuotaOwner, month: string, replies: number, limit: number | null): Promise<boolean> {
      if (replies === 0) return true;
      if (limit !== null && replies > limit) return false;
      const rows = await db
        .insert(replyUsage)
        .values({ ...ownerValues(owner), month, used: replies })
        .onConflictDoUpdate({
          target: [replyUsage.pageId, replyUsage.instagramAccountId, replyUsage.month],
          set: { used: sql`${replyUsage.used} + ${replies}` },
          ...(limit === null ? {} : { setWhere: lte(sql`${replyUsage.used} + ${replies}`, limit) }),
        })
        .returning({ used: replyUsage.used });
      return rows.length > 0;
    },

    async releaseReply(owner: QuotaOwner, month: string) {
      await db
        .update(replyUsage)
        .set({ used: sql`greatest(${replyUsage.used} - 1, 0)` })
        .where(and(ownerIs(owner), eq(replyUsage.month, month)));
    },

    async usage(owner: QuotaOwner, month: string) {
      const [row] = await db
        .select()
        .from(replyUsage)
        .where(and(ownerIs(owner), eq(replyUsage.month, month)));
      return row?.used ?? 0;
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
