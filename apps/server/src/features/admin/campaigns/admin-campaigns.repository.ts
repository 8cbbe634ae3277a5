import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  instagramAccountOwners,
  instagramAccounts,
  pageOwners,
  pages,
  replyCampaigns,
  users,
} from '../../../platform/db/schema.ts';

type Filter = { channel: 'fb' | 'instagram'; status?: 'running' | 'paused' | 'stopped_error' | undefined };

/** Every page's reply campaigns for the admin: newest first, with the page or account, owners and counts. */
export function createAdminCampaignsRepository(db: Db) {
  const where = (filter: Filter) =>
    and(
      eq(replyCampaigns.channel, filter.channel),
      filter.status ? eq(replyCampaigns.status, filter.status) : undefined,
    );

  async function rows(condition: ReturnType<typeof where>, limit: number, offset: number) {
    // Counted per listed campaign through the (campaign_id, comment_id) index: a page of rows, never the table.
    return db
      .select({
        id: replyCampaigns.id,
        name: replyCampaigns.name,
        channel: replyCampaigns.channel,
        status: replyCampaigns.status,
        errorMessage: replyCampaigns.errorMessage,
        createdAt: replyCampaigns.createdAt,
        pageId: pages.id,
        pageName: pages.name,
        accountId: instagramAccounts.id,
        accountUsername: instagramAccounts.username,
        comments: sql<number>`(select count(*) from reply_trails t where t.campaign_id = ${replyCampaigns.id})`.mapWith(
          Number,
        ),
        replied: sql<number>`(select count(*) from reply_trails t where t.campaign_id = ${replyCampaigns.id}
          and (t.public_status = 'sent' or t.private_status = 'sent'))`.mapWith(Number),
      })
      .from(replyCampaigns)
      .leftJoin(pages, eq(pages.id, replyCampaigns.pageId))
      .leftJoin(instagramAccounts, eq(instagramAccounts.id, replyCampaigns.instagramAccountId))
      .where(condition)
      .orderBy(desc(replyCampaigns.id))
      .limit(limit)
      .offset(offset);
  }

  return {
    list: (filter: Filter, limit: number, offset: number) => rows(where(filter), limit, offset),
    async total(filter: Filter) {
      const [row] = await db.select({ n: count() }).from(replyCampaigns).where(where(filter));
      return row?.n ?? 0;
    },
    async one(id: number) {
      const [row] = await rows(eq(replyCampaigns.id, id), 1, 0);
      return row ?? null;
    },

    async pageOwners(pageIds: number[]) {
      if (pageIds.length === 0) return [];
      return db
        .select({ pageId: pageOwners.pageId, id: users.id, name: users.name })
        .from(pageOwners)
        .innerJoin(users, eq(users.id, pageOwners.userId))
        .where(inArray(pageOwners.pageId, pageIds));
    },

    async accountOwners(accountIds: number[]) {
      if (accountIds.length === 0) return [];
      return db
        .select({ accountId: instagramAccountOwners.accountId, id: users.id, name: users.name })
        .from(instagramAccountOwners)
        .innerJoin(users, eq(users.id, instagramAccountOwners.userId))
        .where(inArray(instagramAccountOwners.accountId, accountIds));
    },
  };
}

export type AdminCampaignsRepository = ReturnType<typeof createAdminCampaignsRepository>;
export type AdminCampaignRow = Awaited<ReturnType<AdminCampaignsRepository['list']>>[number];
