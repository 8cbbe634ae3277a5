import {
  claimableNow,
  leaseExpired,
  leaseMs,
  releaseLeasesTakenBefore,
  type LeaseColumns,
} from '../../../platform/work/leases.ts';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccounts, mediaFiles, pages, postTargets, posts } from '../../../platform/db/schema.ts';

export type TargetRow = typeof postTargets.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type MediaRow = typeof mediaFiles.$inferSelect;

/** A claimed target: only the holder of this lease (its exact end) may write the target's outcome. */
export type Lease = { targetId: number; revision: number; until: Date };

/** Everything one attempt needs: the target, its post, the page whose token is used and the Instagram account. */
export type TargetWork = {
  target: TargetRow;
  post: PostRow;
  page: PageRow | null;
  account: typeof instagramAccounts.$inferSelect | null;
};

export type TargetFailure = {
  problemCode: string;
  errorClass: string | null;
  metaErrorCode: number | null;
  errorSubcode: number | null;
  errorMessage: string | null;
};

const accountPage = alias(pages, 'account_page');
const waiting = ['scheduled', 'preparing', 'ready'] as const;
/** Statuses a publish job may claim from (besides an expired lease): waiting, or an outcome still to check. */
const claimable = ['scheduled', 'ready', 'unknown'] as const;

/** A target's lease, whatever its status (a claim waiting for the due instant keeps `scheduled`). */
const targetLease: LeaseColumns<typeof postTargets> = {
  table: postTargets,
  leaseUntil: 'leaseUntil',
  status: postTargets.status,
  heldStatuses: null,
};
/** A target being published or prepared. */
const inFlightLease = { ...targetLease, heldStatuses: ['publishing', 'preparing'] } as const satisfies LeaseColumns<
  typeof postTargets
>;
/**
 * A target a publish job may take: waiting (or with an outcome to check) and not held by a claim waiting for its due
 * instant. Its job is queued for its time, so there is no due column: only that lease, over once it is past.
 */
const waitingForClaim = (now: Date) =>
  ({
    statuses: claimable,
    due: or(isNull(postTargets.leaseUntil), lt(postTargets.leaseUntil, now))!,
  }) as const;

/** The SQL of the engine: arming, leases, outcomes. Every outcome write is guarded by the lease it was made under. */
export function createEngineRepository(db: Db) {
  const held = (lease: Lease) =>
    and(
      eq(postTargets.id, lease.targetId),
      eq(postTargets.revision, lease.revision),
      eq(postTargets.leaseUntil, lease.until),
    );

  async function updateHeld(lease: Lease, values: Partial<typeof postTargets.$inferInsert>, now: Date) {
    const rows = await db
      .update(postTargets)
      .set({ ...values, updatedAt: now })
      .where(held(lease))
      .returning({ id: postTargets.id });
    return rows.length > 0;
  }

  return {
    async loadWork(targetId: number): Promise<TargetWork | null> {
      const [row] = await db
        .select({ target: postTargets, post: posts, page: pages, account: instagramAccounts, accountPage })
        .from(postTargets)
        .innerJoin(posts, eq(posts.id, postTargets.postId))
        .leftJoin(pages, eq(pages.id, postTargets.pageId))
        .leftJoin(instagramAccounts, eq(instagramAccounts.id, postTargets.instagramAccountId))
        .leftJoin(accountPage, eq(accountPage.id, instagramAccounts.pageId))
        .where(eq(postTargets.id, targetId));
      if (!row) return null;
      return { target: row.target, post: row.post, page: row.page ?? row.accountPage, account: row.account };
    },

    async mediaOf(ids: number[]): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is MediaRow => row !== undefined);
    },

    /** Sets the waiting targets to the post's revision; a claim waiting for the due time (its lease) is given up. */
    async armTargets(postId: number, now: Date) {
      const [post] = await db.select().from(posts).where(eq(posts.id, postId));
      if (!post || post.deletedAt) return null;
      const targets = await db
        .update(postTargets)
        .set({
          revision: post.revision,
          status: sql`case when ${postTargets.status} in ('publishing', 'preparing') then (case when ${postTargets.containerStatus} = 'FINISHED' then 'ready' else 'scheduled' end) else ${postTargets.status} end`,
          leaseUntil: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(postTargets.postId, postId),
            or(
              inArray(postTargets.status, waiting),
              and(eq(postTargets.status, 'publishing'), isNull(postTargets.attemptStartedAt)),
            ),
          ),
        )
        .returning({ id: postTargets.id, revision: postTargets.revision, instagram: postTargets.instagramAccountId });
      return { post, targets };
    },

    /** Cancels what has not reached Meta; answers whether something of the post is in flight (so not cancelled). */
    async cancelTargets(postId: number, now: Date): Promise<boolean> {
      await db
        .update(postTargets)
        .set({ status: 'cancelled', leaseUntil: null, updatedAt: now })
        .where(
          and(
            eq(postTargets.postId, postId),
            or(
              inArray(postTargets.status, waiting),
              and(eq(postTargets.status, 'publishing'), isNull(postTargets.attemptStartedAt)),
            ),
          ),
        );
      const inFlight = await db
        .select({ id: postTargets.id })
        .from(postTargets)
        .where(and(eq(postTargets.postId, postId), inArray(postTargets.status, ['publishing', 'unknown'])));
      return inFlight.length === 0;
    },

    /**
     * The atomic claim: the job's revision, a claimable status (or a lease run out), and no later retry time.
     * Only one worker gets the row back.
     */
    async claim(
      targetId: number,
      revision: number,
      now: Date,
      until: Date,
      retryNotAfter: Date,
    ): Promise<TargetRow | null> {
      const [row] = await db
        .update(postTargets)
        .set({
          // The status stays what the seller sees (scheduled) until the call to Meta: edits, a new time or a
          // delete in the last seconds still take the target back (they drop the lease).
          status: sql`case when ${postTargets.status} = 'preparing' then 'scheduled' else ${postTargets.status} end`,
          leaseUntil: until,
          updatedAt: now,
        })
        .where(
          and(
            eq(postTargets.id, targetId),
            eq(postTargets.revision, revision),
            claimableNow(inFlightLease, waitingForClaim(now), now),
            or(isNull(postTargets.nextAttemptAt), lte(postTargets.nextAttemptAt, retryNotAfter)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Claims a waiting Instagram target to make its container ahead of time. */
    async claimForPreparing(targetId: number, revision: number, now: Date, until: Date) {
      const [row] = await db
        .update(postTargets)
        .set({ status: 'preparing', leaseUntil: until, updatedAt: now })
        .where(
          and(
            eq(postTargets.id, targetId),
            eq(postTargets.revision, revision),
            or(
              eq(postTargets.status, 'scheduled'),
              and(eq(postTargets.status, 'preparing'), lt(postTargets.leaseUntil, now)),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Right before the first call that may publish: from here on, the outcome must be checked on Meta. */
    /**
     * Right before the first call that may publish: from here on, the outcome must be checked on Meta. Refused
     * when the lease was lost or the page's token became known bad while the claim waited.
     */
    async startAttempt(lease: Lease, now: Date, until: Date): Promise<boolean> {
      // The page gate's own facts, once more in the statement that starts the attempt: a page blocked, expired or
      // refused by Meta a moment ago (in another process) does not publish.
      const at = now.toISOString();
      const tokenUsable = sql`not exists (
        select 1 from ${pages} p
        where p.id = coalesce(${postTargets.pageId}, (select a.page_id from ${instagramAccounts} a where a.id = ${postTargets.instagramAccountId}))
          and (p.token_invalid_at is not null or p.access_token_encrypted is null or p.deleted_at is not null
            or p.blocked_at is not null or p.expires_at <= ${at}::timestamptz or p.sending_paused_until > ${at}::timestamptz)
      ) and not exists (
        select 1 from ${instagramAccounts} a
        where a.id = ${postTargets.instagramAccountId} and (a.token_invalid_at is not null or a.deleted_at is not null
          or a.blocked_at is not null or a.expires_at <= ${at}::timestamptz)
      )`;
      const rows = await db
        .update(postTargets)
        .set({
          attemptStartedAt: sql`coalesce(${postTargets.attemptStartedAt}, ${now.toISOString()}::timestamptz)` as never,
          attempts: sql`${postTargets.attempts} + 1` as never,
          status: 'publishing',
          leaseUntil: until,
          updatedAt: now,
        })
        .where(and(held(lease), tokenUsable))
        .returning({ id: postTargets.id });
      if (rows.length > 0) lease.until = until;
      return rows.length > 0;
    },

    save: updateHeld,

    async markPublished(
      lease: Lease,
      values: { metaPostId: string; permalink: string | null; withComment: boolean },
      now: Date,
    ) {
      return updateHeld(
        lease,
        {
          status: 'published',
          leaseUntil: null,
          nextAttemptAt: null,
          metaPostId: values.metaPostId,
          permalink: values.permalink,
          publishedAt: now,
          firstCommentStatus: values.withComment ? 'pending' : 'none',
          problemCode: null,
          errorClass: null,
          metaErrorCode: null,
          errorSubcode: null,
          errorMessage: null,
        },
        now,
      );
    },

    async markFailed(lease: Lease, failure: TargetFailure, now: Date) {
      return updateHeld(lease, { status: 'failed', leaseUntil: null, nextAttemptAt: null, ...failure }, now);
    },

    /** Tried again at `at`: `unknown` when Meta may have published, so the next attempt looks first. */
    async markRetry(
      lease: Lease,
      status: 'scheduled' | 'ready' | 'unknown',
      at: Date,
      failure: Partial<TargetFailure>,
      now: Date,
    ) {
      return updateHeld(lease, { status, leaseUntil: null, nextAttemptAt: at, ...failure }, now);
    },

    /** The page gate kept the target from publishing for now: waiting again, with why, until `at`. */
    async markHeld(lease: Lease, status: 'scheduled' | 'ready', at: Date, reason: string, now: Date) {
      return updateHeld(
        lease,
        {
          status,
          leaseUntil: null,
          nextAttemptAt: at,
          problemCode: reason,
          errorClass: null,
          metaErrorCode: null,
          errorSubcode: null,
          errorMessage: null,
        },
        now,
      );
    },

    async setFirstComment(
      targetId: number,
      values: { status: 'sent' | 'failed'; id: string | null; error: string | null },
      now: Date,
    ) {
      const rows = await db
        .update(postTargets)
        .set({
          firstCommentStatus: values.status,
          firstCommentId: values.id,
          firstCommentError: values.error,
          updatedAt: now,
        })
        .where(and(eq(postTargets.id, targetId), eq(postTargets.firstCommentStatus, 'pending')))
        .returning({ id: postTargets.id });
      return rows.length > 0;
    },

    /** Recovering orphans at start (the database's only process): any lease an earlier run took. */
    expireLeasesTakenBefore: (startedAt: Date, now: Date) =>
      releaseLeasesTakenBefore(db, targetLease, startedAt, leaseMs.publishAttempt, now),

    /** Leases run out (a worker died): an attempt that had started becomes an outcome to check. */

    async takeBackExpiredLeases(now: Date) {
      return db
        .update(postTargets)
        .set({
          status: sql`case when ${postTargets.attemptStartedAt} is not null then 'unknown' when ${postTargets.containerStatus} = 'FINISHED' then 'ready' else 'scheduled' end`,
          leaseUntil: null,
          updatedAt: now,
        })
        .where(leaseExpired(inFlightLease, now))
        .returning({ id: postTargets.id });
    },

    /** Due (for a while) and waiting: their job was lost. Instagram's only when the engine may publish them. */
    async overdueTargets(before: Date, { withInstagram }: { withInstagram: boolean }) {
      return db
        .select({ id: postTargets.id, revision: postTargets.revision })
        .from(postTargets)
        .innerJoin(posts, eq(posts.id, postTargets.postId))
        .where(
          and(
            inArray(postTargets.status, claimable),
            isNull(posts.deletedAt),
            eq(posts.revision, postTargets.revision),
            lt(posts.scheduledAt, before),
            or(isNull(postTargets.nextAttemptAt), lt(postTargets.nextAttemptAt, before)),
            withInstagram ? undefined : isNull(postTargets.instagramAccountId),
          ),
        )
        .limit(500);
    },

    /** True when one of our targets already recorded this Meta post (a look-back must not take it twice). */
    async isRecorded(metaPostId: string): Promise<boolean> {
      const rows = await db
        .select({ id: postTargets.id })
        .from(postTargets)
        .where(eq(postTargets.metaPostId, metaPostId))
        .limit(1);
      return rows.length > 0;
    },

    /** Takes a pending first comment for one worker (the others see it recently touched). */
    async claimPendingComment(targetId: number, before: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(postTargets)
        .set({ updatedAt: now })
        .where(
          and(
            eq(postTargets.id, targetId),
            eq(postTargets.firstCommentStatus, 'pending'),
            lt(postTargets.updatedAt, before),
          ),
        )
        .returning({ id: postTargets.id });
      return rows.length > 0;
    },

    /** Published targets whose first comment is still to be sent (a worker died in between). */
    async pendingFirstComments(before: Date) {
      return db
        .select({ id: postTargets.id })
        .from(postTargets)
        .where(and(eq(postTargets.firstCommentStatus, 'pending'), lt(postTargets.updatedAt, before)))
        .limit(200);
    },
  };
}
export type EngineRepository = ReturnType<typeof createEngineRepository>;
