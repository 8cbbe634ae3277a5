import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { instagramAccounts, pages, plans, posts, postTargets, replyCampaigns } from '../../platform/db/schema.ts';
import type { HomeOwner } from './home-events.sql.ts';

/** How many scheduled posts the home lists. */
export const nextPostsShown = 5;

/** What the home shows besides its figures: the plan, the next posts, the campaigns that need the owner. */
export function createHomeRepository(db: Db) {
  return {
    /** The page or account with its plan; null when it is not there (deleted). */
    async subject(owner: HomeOwner) {
      if (owner.kind === 'page') {
        const [row] = await db
          .select({
            planName: plans.name,
            expiresAt: pages.expiresAt,
            active: pages.active,
            paused: sql<boolean>`${pages.automationsPausedFor} is not null or ${pages.blockedAt} is not null`,
          })
          .from(pages)
          .leftJoin(plans, eq(plans.id, pages.planId))
          .where(and(eq(pages.id, owner.id), isNull(pages.deletedAt)));
        return row ?? null;
      }
      const [row] = await db
        .select({
          planName: plans.name,
          expiresAt: instagramAccounts.expiresAt,
          active: instagramAccounts.active,
          paused: sql<boolean>`false`,
        })
        .from(instagramAccounts)
        .leftJoin(plans, eq(plans.id, instagramAccounts.planId))
        .where(and(eq(instagramAccounts.id, owner.id), isNull(instagramAccounts.deletedAt)));
      return row ?? null;
    },

    async nextPosts(owner: HomeOwner, now: Date) {
      return db
        .select({ id: posts.id, message: posts.message, postType: posts.postType, scheduledAt: posts.scheduledAt })
        .from(postTargets)
        .innerJoin(posts, eq(posts.id, postTargets.postId))
        .where(
          and(
            owner.kind === 'page' ? eq(postTargets.pageId, owner.id) : eq(postTargets.instagramAccountId, owner.id),
            inArray(postTargets.status, ['scheduled', 'preparing', 'ready']),
            isNull(posts.deletedAt),
            gt(posts.scheduledAt, now),
          ),
        )
        .orderBy(asc(posts.scheduledAt), asc(posts.id))
        .limit(nextPostsShown);
    },

    /** Campaigns stopped by an error or at the plan's limit, or (when the page is paused) every running one. */
    async campaignsNeedingAttention(owner: HomeOwner, pagePaused: boolean) {
      return db
        .select({
          id: replyCampaigns.id,
          name: replyCampaigns.name,
          status: replyCampaigns.status,
          planLimitReached: replyCampaigns.planLimitReached,
        })
        .from(replyCampaigns)
        .where(
          and(
            owner.kind === 'page'
              ? and(eq(replyCampaigns.channel, 'fb'), eq(replyCampaigns.pageId, owner.id))
              : eq(replyCampaigns.instagramAccountId, owner.id),
            or(
              eq(replyCampaigns.status, 'stopped_error'),
              eq(replyCampaigns.planLimitReached, true),
              pagePaused ? eq(replyCampaigns.status, 'running') : undefined,
            ),
          ),
        )
        .orderBy(asc(replyCampaigns.id))
        .limit(20);
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
