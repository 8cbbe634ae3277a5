import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { pageFeatures, pages, plans } from '../../../platform/db/schema.ts';

/** The page a reply acts for, with its plan (the monthly reply limit) and its features. */
export function createReplyPagesRepository(db: Db) {
  return {
    async findPageForEvents(metaPageId: string) {
      const [row] = await db
        .select({ page: pages, plan: plans })
        .from(pages)
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pages.metaPageId, metaPageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findPage(pageId: number) {
      const [row] = await db
        .select({ page: pages, plan: plans })
        .from(pages)
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    pageFeatures: (pageId: number) =>
      db.select({ slug: pageFeatures.slug }).from(pageFeatures).where(eq(pageFeatures.pageId, pageId)),
  };
}
export type ReplyPagesRepository = ReturnType<typeof createReplyPagesRepository>;
