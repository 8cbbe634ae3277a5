import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { pageFeatures, pageOwners, pages, users } from '../../../platform/db/schema.ts';

/** The pages with the page commenter (`comments`) or `likes` feature, with what the feature did on each. */
export function createAdminEngagementRepository(db: Db) {
  return {
    async pages(feature: 'comments' | 'likes') {
      const actionKind = feature === 'comments' ? 'commenter_reply' : 'like_comment';
      return db
        .select({
          id: pages.id,
          name: pages.name,
          status: pages.status,
          expiresAt: pages.expiresAt,
          blockedAt: pages.blockedAt,
          deletedAt: pages.deletedAt,
          confirmedAt: pageFeatures.confirmedAt,
          posts:
            feature === 'comments'
              ? sql<number>`(select count(*) from page_commenter_posts c where c.page_id = ${pages.id} and c.enabled)`.mapWith(
                  Number,
                )
              : sql<null>`null`,
          // Through the (page_id, kind) index of outbound actions.
          sent: sql<number>`(select count(*) from outbound_actions a where a.page_id = ${pages.id}
            and a.kind = ${actionKind} and a.status = 'sent')`.mapWith(Number),
        })
        .from(pageFeatures)
        .innerJoin(pages, eq(pages.id, pageFeatures.pageId))
        .where(eq(pageFeatures.slug, feature))
        .orderBy(asc(pages.name));
    },

    async owners(pageIds: number[]) {
      if (pageIds.length === 0) return [];
      return db
        .select({ pageId: pageOwners.pageId, id: users.id, name: users.name })
        .from(pageOwners)
        .innerJoin(users, eq(users.id, pageOwners.userId))
        .where(and(inArray(pageOwners.pageId, pageIds)));
    },
  };
}

export type AdminEngagementRepository = ReturnType<typeof createAdminEngagementRepository>;
