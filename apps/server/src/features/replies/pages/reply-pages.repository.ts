import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccounts,
  pageFeatures,
  pages,
  plans,
} from '../../../platform/db/schema.ts';

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

    /** Meta's policy block: answers true when the page was not paused yet (its owners are told once). */
    async pauseSending(pageId: number, until: Date, now: Date): Promise<boolean> {
      const started = await db
        .update(pages)
        .set({ sendingPausedUntil: until })
        .where(and(eq(pages.id, pageId), or(isNull(pages.sendingPausedUntil), lte(pages.sendingPausedUntil, now))))
        .returning({ id: pages.id });
      if (started.length > 0) return true;
      await db
        .update(pages)
        .set({ sendingPausedUntil: until })
        .where(and(eq(pages.id, pageId), lte(pages.sendingPausedUntil, until)));
      return false;
    },

    /** The page's automations stopped on our side (plan, admin block): true the first time, to tell owners once. */
    async markAutomationsPaused(pageId: number, reason: 'plan-expired' | 'page-blocked'): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ automationsPausedFor: reason })
        .where(
          and(eq(pages.id, pageId), or(isNull(pages.automationsPausedFor), ne(pages.automationsPausedFor, reason))),
        )
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** Renewed or unblocked: the next pause is told again. */
    async clearAutomationsPaused(pageId: number) {
      await db
        .update(pages)
        .set({ automationsPausedFor: null })
        .where(and(eq(pages.id, pageId), isNotNull(pages.automationsPausedFor)));
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

    /** The account an Instagram webhook names (its Meta id) with its plan, while it has a linked page. */
    async findInstagramAccountForEvents(metaAccountId: string) {
      const [row] = await db
        .select({ account: instagramAccounts, plan: plans })
        .from(instagramAccounts)
        .leftJoin(plans, eq(plans.id, instagramAccounts.planId))
        .where(
          and(
            eq(instagramAccounts.metaAccountId, metaAccountId),
            isNull(instagramAccounts.deletedAt),
            isNotNull(instagramAccounts.pageId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    pageFeatures: (pageId: number) =>
      db.select({ slug: pageFeatures.slug }).from(pageFeatures).where(eq(pageFeatures.pageId, pageId)),
  };
}
export type ReplyPagesRepository = ReturnType<typeof createReplyPagesRepository>;
