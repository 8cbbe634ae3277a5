import type { PostListQuery, PostProblem, PostTargetStatus } from '@app/contract/publishing';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccounts, pages, postTargets, posts } from '../../../platform/db/schema.ts';

export type PostRow = typeof posts.$inferSelect;
export type PostTargetRow = typeof postTargets.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

/** Target statuses of a post that has not started publishing: it may still be edited, moved or deleted. */
export const waitingStatuses = ['scheduled', 'preparing', 'ready'] as const satisfies readonly PostTargetStatus[];
export const inFlightStatuses = ['publishing', 'unknown'] as const satisfies readonly PostTargetStatus[];

/** The post status the lists show, from its targets (publishing-design.md, "Post status shown"). */
const derivedStatus = sql<string>`(
  select case
    when count(*) filter (where t.status <> 'cancelled') = 0 then 'cancelled'
    when bool_or(t.status in ('publishing', 'unknown')) then 'publishing'
    when bool_and(t.status in ('scheduled', 'preparing', 'ready', 'cancelled')) then 'scheduled'
    when bool_or(t.status in ('scheduled', 'preparing', 'ready')) then 'publishing'
    when bool_and(t.status in ('published', 'cancelled')) then 'published'
    when bool_and(t.status in ('failed', 'cancelled')) then 'failed'
    else 'partly_published'
  end
  from post_targets t where t.post_id = ${posts.id}
)`;

const statusFilter = (status: NonNullable<PostListQuery['status']>): SQL => {
  if (status === 'upcoming') return sql`${derivedStatus} in ('scheduled', 'publishing')`;
  if (status === 'done') return sql`${derivedStatus} in ('published', 'partly_published', 'failed')`;
  return sql`${derivedStatus} = ${status}`;
};

/** A target of a post; `preflight`: the warnings found for it at save, shown on the post until it is published. */
export type TargetRef = { pageId: number | null; instagramAccountId: number | null; preflight?: PostProblem[] };

export const idempotencyKeyOf = (postId: number, target: TargetRef) =>
  target.pageId !== null ? `post:${postId}:page:${target.pageId}` : `post:${postId}:ig:${target.instagramAccountId}`;

export function createPostsRepository(db: Db) {
  const targetsOf = (postIds: number[]) =>
    postIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            target: postTargets,
            pageName: pages.name,
            metaPageId: pages.metaPageId,
            accountName: instagramAccounts.name,
            accountUsername: instagramAccounts.username,
            metaAccountId: instagramAccounts.metaAccountId,
          })
          .from(postTargets)
          .leftJoin(pages, eq(pages.id, postTargets.pageId))
          .leftJoin(instagramAccounts, eq(instagramAccounts.id, postTargets.instagramAccountId))
          .where(inArray(postTargets.postId, postIds))
          .orderBy(asc(postTargets.id));

  return {
    targetsOf,

    async findOwnedPost(ownerUserId: number, postId: number): Promise<PostRow | null> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.ownerUserId, ownerUserId), isNull(posts.deletedAt)));
      return row ?? null;
    },

    /** No target has started publishing (at least one is waiting, none in flight or done). */
    async isEditable(postId: number): Promise<boolean> {
      const rows = await db
        .select({ status: postTargets.status })
        .from(postTargets)
        .where(eq(postTargets.postId, postId));
      const active = rows.filter((row) => row.status !== 'cancelled');
      return active.length > 0 && active.every((row) => (waitingStatuses as readonly string[]).includes(row.status));
    },

    /** Some target is being published right now (its outcome not known yet). */
    async hasTargetInFlight(postId: number): Promise<boolean> {
      const rows = await db
        .select({ id: postTargets.id })
        .from(postTargets)
        .where(and(eq(postTargets.postId, postId), inArray(postTargets.status, [...inFlightStatuses])))
        .limit(1);
      return rows.length > 0;
    },

    /** Our own posts due for the Instagram account between two instants, still to be published (one post excepted). */
    async countWaitingForAccount(accountId: number, from: Date, to: Date, exceptPostId: number | null) {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(postTargets)
        .innerJoin(posts, eq(posts.id, postTargets.postId))
        .where(
          and(
            eq(postTargets.instagramAccountId, accountId),
            inArray(postTargets.status, [...waitingStatuses, ...inFlightStatuses]),
            isNull(posts.deletedAt),
            gte(posts.scheduledAt, from),
            lt(posts.scheduledAt, to),
            exceptPostId === null ? undefined : ne(posts.id, exceptPostId),
          ),
        );
      return row?.count ?? 0;
    },

    /** The post and one target per page or account, in one transaction; answers the new post. */
    async insertPost(values: NewPost, targets: TargetRef[]): Promise<PostRow> {
      return db.transaction(async (tx) => {
        const [post] = await tx.insert(posts).values(values).returning();
        await tx.insert(postTargets).values(
          targets.map((target) => ({
            postId: post!.id,
            pageId: target.pageId,
            instagramAccountId: target.instagramAccountId,
            idempotencyKey: idempotencyKeyOf(post!.id, target),
            status: 'scheduled' as const,
            revision: post!.revision,
            preflight: target.preflight ?? [],
          })),
        );
        return post!;
      });
    },

    /**
     * A new revision of a post that has not started publishing: its fields, its kept targets back to `scheduled`
     * (content changed: an Instagram container made for the old content is dropped), the removed ones cancelled
     * and the new ones added. Answers null, changing nothing, when a target left the waiting states meanwhile.
     */
    async revisePost(
      postId: number,
      changes: Partial<NewPost>,
      targets: TargetRef[] | null,
      options: { resetPrepared: boolean },
      now: Date,
    ): Promise<PostRow | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
        if (!locked || locked.deletedAt) return null;
        const current = await tx.select().from(postTargets).where(eq(postTargets.postId, postId)).for('update');
        const active = current.filter((row) => row.status !== 'cancelled');
        if (active.some((row) => !(waitingStatuses as readonly string[]).includes(row.status))) return null;
        const revision = locked.revision + 1;
        const [post] = await tx
          .update(posts)
          .set({ ...changes, revision, updatedAt: now })
          .where(eq(posts.id, postId))
          .returning();
        const wanted = targets ? new Set(targets.map((target) => idempotencyKeyOf(postId, target))) : null;
        const prepared = options.resetPrepared
          ? { status: 'scheduled' as const, containerId: null, containerStatus: null, containerCreatedAt: null }
          : {};
        for (const row of current) {
          const keep = wanted === null ? row.status !== 'cancelled' : wanted.has(row.idempotencyKey);
          if (keep) {
            const revived = row.status === 'cancelled' ? { status: 'scheduled' as const } : {};
            const preflight = targets?.find(
              (target) => idempotencyKeyOf(postId, target) === row.idempotencyKey,
            )?.preflight;
            await tx
              .update(postTargets)
              .set({ ...prepared, ...revived, ...(preflight ? { preflight } : {}), revision, updatedAt: now })
              .where(eq(postTargets.id, row.id));
          } else if (row.status !== 'cancelled') {
            await tx.update(postTargets).set({ status: 'cancelled', updatedAt: now }).where(eq(postTargets.id, row.id));
          }
        }
        const known = new Set(current.map((row) => row.idempotencyKey));
        const added = (targets ?? []).filter((target) => !known.has(idempotencyKeyOf(postId, target)));
        if (added.length > 0) {
          await tx.insert(postTargets).values(
            added.map((target) => ({
              postId,
              pageId: target.pageId,
              instagramAccountId: target.instagramAccountId,
              idempotencyKey: idempotencyKeyOf(postId, target),
              status: 'scheduled' as const,
              revision,
              preflight: target.preflight ?? [],
            })),
          );
        }
        return post!;
      });
    },

    async markDeleted(ownerUserId: number, postId: number, now: Date): Promise<void> {
      await db
        .update(posts)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(posts.id, postId), eq(posts.ownerUserId, ownerUserId)));
    },

    async listPosts(ownerUserId: number, query: PostListQuery): Promise<{ rows: PostRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(posts.ownerUserId, ownerUserId), isNull(posts.deletedAt)];
      if (query.network) conditions.push(eq(posts.network, query.network));
      if (query.status) conditions.push(statusFilter(query.status));
      if (query.from) conditions.push(gte(posts.scheduledAt, new Date(query.from)));
      if (query.to) conditions.push(lt(posts.scheduledAt, new Date(query.to)));
      const targetFilter = (column: typeof postTargets.pageId | typeof postTargets.instagramAccountId, id: number) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(postTargets)
            .where(
              and(eq(postTargets.postId, posts.id), eq(column, id), notInArray(postTargets.status, ['cancelled'])),
            ),
        );
      if (query.page_id) conditions.push(targetFilter(postTargets.pageId, query.page_id));
      if (query.instagram_account_id)
        conditions.push(targetFilter(postTargets.instagramAccountId, query.instagram_account_id));
      const where = and(...conditions);
      const soonestFirst = query.status === 'scheduled' || query.status === 'upcoming';
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(
            soonestFirst ? asc(posts.scheduledAt) : desc(posts.scheduledAt),
            soonestFirst ? asc(posts.id) : desc(posts.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(posts)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
export type PostTargetWithNames = Awaited<ReturnType<PostsRepository['targetsOf']>>[number];
