import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { orderLinks, orderRequests, replyCampaigns, replyTrails } from '../../../platform/db/schema.ts';
import { ownedBy, type ReplyOwner } from '../scope/reply-owner.ts';
import { readTrailReason } from '../trail/trail-reason.ts';

const publicSent = sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'sent')`.mapWith(Number);
const privateSent = sql<number>`count(*) filter (where ${replyTrails.privateStatus} = 'sent')`.mapWith(Number);
const failed =
  sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'failed' or ${replyTrails.privateStatus} = 'failed')`.mapWith(
    Number,
  );

/** Counts over the trail: per campaign for the list, per reason and per day for the reports. */
export function createReportsRepository(db: Db) {
  // The owner's campaigns' rows; a page's through its index (a page also sends for its Instagram account, whose
  // rows keep the page that sent them even after the account is linked to another).
  const inPeriod = (pageId: number | null, owner: ReplyOwner, campaignId: number | null, from: Date, to: Date) =>
    and(
      owner.channel === 'fb' && pageId !== null ? eq(replyTrails.pageId, pageId) : undefined,
      inArray(
        replyTrails.campaignId,
        db.select({ id: replyCampaigns.id }).from(replyCampaigns).where(ownedBy(replyCampaigns, owner)),
      ),
      campaignId === null ? undefined : eq(replyTrails.campaignId, campaignId),
      sql`${replyTrails.createdAt} between ${from} and ${to}`,
    );

  return {
    async countsByCampaign(campaignIds: number[]) {
      if (campaignIds.length === 0) return [];
      return db
        .select({
          campaignId: replyTrails.campaignId,
          comments: count(),
          publicSent,
          privateSent,
          skipped:
            sql<number>`count(*) filter (where ${replyTrails.decision} in ('skipped', 'filtered') or (${replyTrails.decision} = 'not_matching' and ${replyTrails.publicStatus} = 'none'))`.mapWith(
              Number,
            ),
          failed,
        })
        .from(replyTrails)
        .where(inArray(replyTrails.campaignId, campaignIds))
        .groupBy(replyTrails.campaignId);
    },

    /** Comments that got no reply, per reason (a comment answered with the not-matching reply has none). */
    async skippedByReason(pageId: number | null, owner: ReplyOwner, campaignId: number | null, from: Date, to: Date) {
      const rows = await db
        .select({ reason: replyTrails.reason, count: count() })
        .from(replyTrails)
        .where(
          and(
            inPeriod(pageId, owner, campaignId, from, to),
            inArray(replyTrails.decision, ['skipped', 'filtered', 'not_matching']),
            isNotNull(replyTrails.reason),
          ),
        )
        .groupBy(replyTrails.reason);
      return rows.map((row) => ({ reason: readTrailReason(row.reason)!, count: row.count }));
    },

    /**
     * Comment-to-order after the private replies: the order forms the campaigns' product cards opened and the orders
     * made from them (whatever made the order), in one statement on `order_links (source, source_id)` and
     * `order_requests (order_link_id)`.
     */
    async orderFunnel(owner: ReplyOwner, campaignId: number | null, from: Date, to: Date) {
      const [row] = await db
        .select({
          formsOpened: countDistinct(orderLinks.id).mapWith(Number),
          orders: count(orderRequests.id),
        })
        .from(orderLinks)
        .leftJoin(orderRequests, eq(orderRequests.orderLinkId, orderLinks.id))
        .where(
          and(
            eq(orderLinks.source, 'reply-campaign'),
            campaignId === null
              ? inArray(
                  orderLinks.sourceId,
                  db.select({ id: replyCampaigns.id }).from(replyCampaigns).where(ownedBy(replyCampaigns, owner)),
                )
              : eq(orderLinks.sourceId, campaignId),
            isNotNull(orderLinks.openedAt),
            sql`${orderLinks.createdAt} between ${from} and ${to}`,
          ),
        );
      return { formsOpened: row?.formsOpened ?? 0, orders: row?.orders ?? 0 };
    },

    /** Per day in the business time zone (`zone`, IANA): a comment at 23:30 there counts on that day, not UTC's. */
    async daily(
      pageId: number | null,
      owner: ReplyOwner,
      campaignId: number | null,
      from: Date,
      to: Date,
      zone: string,
    ) {
      return db
        .select({
          day: sql<string>`to_char(${replyTrails.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`,
          comments: count(),
          publicSent,
          privateSent,
          failed,
        })
        .from(replyTrails)
        .where(inPeriod(pageId, owner, campaignId, from, to))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
