import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccountFeatures, instagramAccounts, pages, plans } from '../../../platform/db/schema.ts';

/** The page or Instagram account a reply screen acts on, with its plan (the monthly reply limit) and features. */
export function createReplyPagesRepository(db: Db) {
  return {
    async findPage(pageId: number) {
      const [row] = await db
        .select({ page: pages, plan: plans })
        .from(pages)
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** An Instagram account (not removed) with its plan and features; its replies are sent by its linked page. */
    async findInstagramAccount(accountId: number) {
      const [found] = await db
        .select({ account: instagramAccounts, plan: plans })
        .from(instagramAccounts)
        .leftJoin(plans, eq(plans.id, instagramAccounts.planId))
        .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)))
        .limit(1);
      if (!found) return null;
      const features = await db
        .select({ slug: instagramAccountFeatures.slug })
        .from(instagramAccountFeatures)
        .where(eq(instagramAccountFeatures.accountId, accountId));
      return { ...found, features };
    },
  };
}
export type ReplyPagesRepository = ReturnType<typeof createReplyPagesRepository>;
