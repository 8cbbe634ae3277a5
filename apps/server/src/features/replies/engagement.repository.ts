import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { outboundActions, pageCommenterPosts, pageFeatures, replyTrails } from '../../platform/db/schema.ts';
import { toActionRow } from './actions/actions.repository.ts';

export type CommenterPostRow = typeof pageCommenterPosts.$inferSelect;
type EngagementSlug = 'comments' | 'likes';

/** Page commenter and likes: which pages turned them on, where the commenter answers, and what it did. */
export function createEngagementRepository(db: Db) {
  return {
    features: (pageId: number) =>
      db
        .select({ slug: pageFeatures.slug, confirmedAt: pageFeatures.confirmedAt })
        .from(pageFeatures)
        .where(and(eq(pageFeatures.pageId, pageId), inArray(pageFeatures.slug, ['comments', 'likes']))),

    /** Sets the confirmation once; a second confirmation keeps the first date. Answers false without the feature. */
    async confirm(pageId: number, slug: EngagementSlug, now: Date): Promise<boolean> {
      const rows = await db
        .update(pageFeatures)
        .set({ confirmedAt: sql`coalesce(${pageFeatures.confirmedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(pageFeatures.pageId, pageId), eq(pageFeatures.slug, slug)))
        .returning({ slug: pageFeatures.slug });
      return rows.length > 0;
    },

    commenterPosts: (pageId: number) =>
      db
        .select()
        .from(pageCommenterPosts)
        .where(eq(pageCommenterPosts.pageId, pageId))
        .orderBy(desc(pageCommenterPosts.postCreatedAt)),

    async commenterPost(pageId: number, metaPostId: string) {
      const [row] = await db
        .select()
        .from(pageCommenterPosts)
        .where(and(eq(pageCommenterPosts.pageId, pageId), eq(pageCommenterPosts.metaPostId, metaPostId)));
      return row ?? null;
    },

    /**
     * Turns the commenter on for a post and off on enabled posts beyond the `keep` latest, in one transaction.
     * Changes nothing and answers false when `keep` newer posts already have it (the post would not be kept).
     */
    async enableCommenter(
      values: {
        pageId: number;
        metaPostId: string;
        postCreatedAt: Date;
        comments: string[];
        commentTemplateId: number | null;
      },
      keep: number,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const others = await tx
          .select({ id: pageCommenterPosts.id, postCreatedAt: pageCommenterPosts.postCreatedAt })
          .from(pageCommenterPosts)
          .where(
            and(
              eq(pageCommenterPosts.pageId, values.pageId),
              eq(pageCommenterPosts.enabled, true),
              ne(pageCommenterPosts.metaPostId, values.metaPostId),
            ),
          )
          .orderBy(desc(pageCommenterPosts.postCreatedAt), desc(pageCommenterPosts.id))
          .for('update');
        const newer = others.filter((row) => row.postCreatedAt > values.postCreatedAt);
        if (newer.length >= keep) return false;
        const toDisable = others.slice(keep - 1);
        if (toDisable.length > 0) {
          await tx
            .update(pageCommenterPosts)
            .set({ enabled: false, disabledAt: now })
            .where(
              inArray(
                pageCommenterPosts.id,
                toDisable.map((row) => row.id),
              ),
            );
        }
        await tx
          .insert(pageCommenterPosts)
          .values({ ...values, enabled: true, enabledAt: now, disabledAt: null })
          .onConflictDoUpdate({
            target: [pageCommenterPosts.pageId, pageCommenterPosts.metaPostId],
            set: {
              comments: values.comments,
              commentTemplateId: values.commentTemplateId,
              postCreatedAt: values.postCreatedAt,
              enabled: true,
              enabledAt: now,
              disabledAt: null,
            },
          });
        return true;
      });
    },

    async disableCommenter(pageId: number, metaPostId: string, now: Date) {
      const rows = await db
        .update(pageCommenterPosts)
        .set({ enabled: false, disabledAt: now })
        .where(
          and(
            eq(pageCommenterPosts.pageId, pageId),
            eq(pageCommenterPosts.metaPostId, metaPostId),
            eq(pageCommenterPosts.enabled, true),
          ),
        )
        .returning({ id: pageCommenterPosts.id });
      return rows.length > 0;
    },

    /** For the engine: what the page does with a new comment on this post besides campaigns. */
    async engagementForPost(pageId: number, metaPostId: string) {
      const [features, [post]] = await Promise.all([
        db
          .select({ slug: pageFeatures.slug })
          .from(pageFeatures)
          .where(
            and(
              eq(pageFeatures.pageId, pageId),
              inArray(pageFeatures.slug, ['comments', 'likes']),
              isNotNull(pageFeatures.confirmedAt),
            ),
          ),
        db
          .select()
          .from(pageCommenterPosts)
          .where(
            and(
              eq(pageCommenterPosts.pageId, pageId),
              eq(pageCommenterPosts.metaPostId, metaPostId),
              eq(pageCommenterPosts.enabled, true),
            ),
          ),
      ]);
      const confirmed = new Set(features.map((feature) => feature.slug));
      return { likes: confirmed.has('likes'), commenter: confirmed.has('comments') && post ? post : null };
    },

    /** Which of these comments a campaign on the post already answers in public, in one statement. */
    async publiclyAnswered(items: { campaignIds: number[]; commentId: string }[]) {
      const campaignIds = [...new Set(items.flatMap((item) => item.campaignIds))];
      const commentIds = [...new Set(items.map((item) => item.commentId))];
      if (campaignIds.length === 0 || commentIds.length === 0) return items.map(() => false);
      const rows = await db
        .select({ campaignId: replyTrails.campaignId, commentId: replyTrails.commentId })
        .from(replyTrails)
        .where(
          and(
            inArray(replyTrails.campaignId, campaignIds),
            inArray(replyTrails.commentId, commentIds),
            ne(replyTrails.publicStatus, 'none'),
          ),
        );
      const answered = new Set(rows.map((row) => `${row.campaignId}|${row.commentId}`));
      return items.map((item) =>
        item.campaignIds.some((campaignId) => answered.has(`${campaignId}|${item.commentId}`)),
      );
    },

    /** Answers sent and failed per post, from the outbound actions the commenter wrote. */
    async commenterCounts(pageId: number) {
      const rows = await db
        .select({
          postId: sql<string>`${outboundActions.request} ->> 'postId'`,
          sent: sql<number>`count(*) filter (where ${outboundActions.status} = 'sent')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${outboundActions.status} = 'failed')`.mapWith(Number),
        })
        .from(outboundActions)
        .where(and(eq(outboundActions.pageId, pageId), eq(outboundActions.kind, 'commenter_reply')))
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.postId, row]));
    },

    async likedSince(pageId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(outboundActions)
        .where(
          and(
            eq(outboundActions.pageId, pageId),
            eq(outboundActions.kind, 'like_comment'),
            eq(outboundActions.status, 'sent'),
            gte(outboundActions.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    recentOnPost: async (pageId: number, metaPostId: string, limit: number) =>
      (
        await db
          .select()
          .from(outboundActions)
          .where(
            and(
              eq(outboundActions.pageId, pageId),
              inArray(outboundActions.kind, ['commenter_reply', 'like_comment']),
              sql`${outboundActions.request} ->> 'postId' = ${metaPostId}`,
            ),
          )
          .orderBy(desc(outboundActions.id))
          .limit(limit)
      ).map(toActionRow),
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
