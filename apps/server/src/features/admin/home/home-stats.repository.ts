import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccounts, pages, replyCampaigns, webhookEvents } from '../../../platform/db/schema.ts';

/**
 * The live counts of the admin home. Pages, accounts and campaigns are thousands of rows, not millions: counted
 * where they are. Failed events are read through the status index (a handful, each waiting for an admin).
 */
export function createHomeStatsRepository(db: Db) {
  return {
    /** Pages by the state accounts.service's pageStatus() names: deleted, blocked, expired, else its own status. */
    async pagesByState(now: Date, weekAgo: Date) {
      const state = sql<string>`case when ${pages.deletedAt} is not null then 'deleted'
        when ${pages.blockedAt} is not null then 'blocked'
        when ${pages.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${pages.status} end`;
      return db
        .select({
          state,
          count: count(),
          newCount: sql<number>`(count(*) filter (where ${pages.createdAt} >= ${weekAgo.toISOString()}::timestamptz))::int`,
        })
        .from(pages)
        .groupBy(sql`1`);
    },

    /** Instagram accounts by the same states; an account has no renewal of its own, so a live one is subscribed. */
    async accountsByState(now: Date, weekAgo: Date) {
      const state = sql<string>`case when ${instagramAccounts.deletedAt} is not null then 'deleted'
        when ${instagramAccounts.blockedAt} is not null then 'blocked'
        when ${instagramAccounts.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
        else ${instagramAccounts.status} end`;
      return db
        .select({
          state,
          count: count(),
          newCount: sql<number>`(count(*) filter (where ${instagramAccounts.createdAt} >= ${weekAgo.toISOString()}::timestamptz))::int`,
        })
        .from(instagramAccounts)
        .groupBy(sql`1`);
    },

    async runningCampaigns(): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(replyCampaigns)
        .where(eq(replyCampaigns.status, 'running'));
      return row?.count ?? 0;
    },

    async failedEvents(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(webhookEvents).where(eq(webhookEvents.status, 'failed'));
      return row?.count ?? 0;
    },
  };
}

export type HomeStatsRepository = ReturnType<typeof createHomeStatsRepository>;
