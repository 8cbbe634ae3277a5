import { leaseMs } from '../../../platform/work/leases.ts';
import type { BlobStore } from '../../../platform/blobs/blob-store.ts';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { createGraphPublishing } from '../../../platform/meta/graph-publishing.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { PageGate } from '../../pages/index.ts';
import { attemptLeaseMs, sleep, PublishFailure, type PollingPolicy } from './attempt-context.ts';
import { createEngineRepository, type Lease } from './engine.repository.ts';
import { failTarget } from './failure-handling.ts';
import { sendFirstComment } from './first-comment.ts';
import { ensureContainer } from './instagram-publisher.ts';
import { attemptContext, callerOf, runAttempt, type AttemptDeps } from './target-attempt.ts';

export type PublishingEngineDeps = {
  db: Db;
  graphClient: GraphClient;
  pages: PageGate;
  events: Pick<DomainEvents, 'publish'>;
  queue: JobQueue;
  blobs: BlobStore;
  clock: Clock;
  businessTime: BusinessTime;
  config: Config;
  logger: AppLogger;
};

/** A publish job runs this long before the due time: it claims the target, then waits in-process to the instant. */
export const claimAheadMs = 30_000;
/** Instagram containers are made this long ahead, so that publishing at the due time is one call. */
const prepareAheadMs = 10 * 60_000;
/** A claim waiting for its due instant is taken back this long after it, should its worker have died. */
const waitingLeaseMs = leaseMs.publishWaiting;
/** A first comment still pending this long after publishing lost its worker; the sweep sends it. */
const orphanCommentMs = 5 * 60_000;
const defaultPolling: PollingPolicy = { intervalMs: 250, maxIntervalMs: 15_000, maxWaitMs: 10 * 60_000 };

/**
 * Publishes each target of a post exactly once at its due time (see ARCHITECTURE.md, "A post, from saved to
 * published"). The API arms a post after saving it and cancels it when it is deleted.
 */
export function createPublishingEngine(deps: PublishingEngineDeps, polling: PollingPolicy = defaultPolling) {
  const { queue, clock, logger } = deps;
  const instagramEnabled = deps.config.instagramEnabled;
  /**
   * While Instagram is turned off its targets wait, still scheduled, rather than fail: the switch is the operator's,
   * not the seller's doing, and the seller could not even see a failure. Once it is back on they are overdue, and
   * the sweep (or the start, on PGlite) arms them like targets whose job was lost.
   */
  const mayPublish = (work: { post: { network: string } }) => work.post.network !== 'instagram' || instagramEnabled;
  const overdueTargets = (before: Date) => repository.overdueTargets(before, { withInstagram: instagramEnabled });
  const repository = createEngineRepository(deps.db);
  const graph = createGraphPublishing(deps.graphClient, { writeTimeoutMs: deps.config.publishing.metaTimeoutMs });
  const inFlight = new Set<Promise<unknown>>();

  function track(work: () => Promise<unknown>) {
    const running = work()
      .catch((error: unknown) => logger.error({ err: error }, 'publishing attempt crashed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function enqueuePublish(targetId: number, revision: number, due: Date) {
    const startAfter = new Date(due.getTime() - claimAheadMs);
    await queue.enqueue(
      'publishing.publish',
      { targetId, revision },
      {
        ...(startAfter > clock.now() ? { startAfter } : {}),
        singletonKey: `publish:${targetId}:${revision}`,
      },
    );
  }

  const attemptDeps: AttemptDeps = {
    repository,
    graph,
    pages: deps.pages,
    events: deps.events,
    clock,
    config: deps.config,
    logger,
    polling,
    stillRunning: new Map(),
    rearm: async (targetId, revision, at) => {
      await enqueuePublish(targetId, revision, at);
      // A retry within the claim window is also run here: no polling interval added to the backoff.
      if (at.getTime() - clock.now().getTime() <= claimAheadMs) track(() => engine.publishTarget(targetId, revision));
    },
  };

  /** A publish job met the target while its container is being made: it waits for that, then claims. */
  async function waitForPreparing(targetId: number, revision: number) {
    for (;;) {
      await sleep(250);
      const work = await repository.loadWork(targetId);
      if (!work || work.target.status !== 'preparing') break;
      if (work.target.leaseUntil && work.target.leaseUntil < clock.now()) break;
    }
    await engine.publishTarget(targetId, revision);
  }

  const engine = {
    /** (Re)arms the waiting targets of a post for its current revision and due time. */
    async arm(postId: number): Promise<void> {
      const now = clock.now();
      const armed = await repository.armTargets(postId, now);
      if (!armed) return;
      const due = armed.post.scheduledAt;
      const ahead = due.getTime() - now.getTime();
      for (const target of armed.targets) {
        await enqueuePublish(target.id, target.revision, due);
        if (target.instagram !== null && ahead > claimAheadMs + 15_000)
          await queue.enqueue(
            'publishing.prepare',
            { targetId: target.id, revision: target.revision },
            due.getTime() - prepareAheadMs > now.getTime()
              ? { startAfter: new Date(due.getTime() - prepareAheadMs) }
              : {},
          );
        // Due within the claim window (now, or in a few seconds): claimed here at once, not after a queue poll.
        if (ahead <= claimAheadMs) track(() => engine.publishTarget(target.id, target.revision));
      }
    },

    /** Cancels the targets of a post that are still waiting; answers false when one is already being published. */
    async cancel(postId: number): Promise<boolean> {
      return repository.cancelTargets(postId, clock.now());
    },

    /** Job `publishing.publish`: claims the target, then publishes at the due instant without holding the job. */
    async publishTarget(targetId: number, revision: number): Promise<void> {
      const work = await repository.loadWork(targetId);
      if (!work || work.post.deletedAt || work.target.revision !== revision) return;
      const now = clock.now();
      const due = new Date(Math.max(work.post.scheduledAt.getTime(), work.target.nextAttemptAt?.getTime() ?? 0));
      if (due.getTime() - now.getTime() > claimAheadMs + 5_000) {
        await enqueuePublish(targetId, revision, due);
        return;
      }
      if (!mayPublish(work)) return;
      if (work.target.status === 'preparing' && work.target.leaseUntil && work.target.leaseUntil > now) {
        track(() => waitForPreparing(targetId, revision));
        return;
      }
      const until = new Date(Math.max(due.getTime(), now.getTime()) + waitingLeaseMs);
      const claimed = await repository.claim(targetId, revision, now, until, new Date(now.getTime() + claimAheadMs));
      if (!claimed) return;
      const lease: Lease = { targetId, revision, until };
      track(() => runAttempt(attemptDeps, claimed, work, lease, due));
    },

    /** Job `publishing.prepare`: Instagram containers made ahead of the due time. */
    async prepareTarget(targetId: number, revision: number): Promise<void> {
      const work = await repository.loadWork(targetId);
      if (!work || work.post.deletedAt || work.post.network !== 'instagram' || !mayPublish(work)) return;
      const { caller } = await callerOf(attemptDeps, work);
      if (!caller) return;
      const now = clock.now();
      const until = new Date(now.getTime() + attemptLeaseMs);
      const claimed = await repository.claimForPreparing(targetId, revision, now, until);
      if (!claimed) return;
      const lease: Lease = { targetId, revision, until };
      work.target = claimed;
      const context = await attemptContext(attemptDeps, work, lease, caller);
      try {
        await ensureContainer(context);
        await repository.save(lease, { status: 'ready', leaseUntil: null }, clock.now());
      } catch (error) {
        if (error instanceof PublishFailure)
          return failTarget(attemptDeps, work, lease, {
            problemCode: error.problemCode,
            errorClass: null,
            metaErrorCode: null,
            errorSubcode: null,
            errorMessage: error.message,
          });
        // The publish job makes the container itself at the due time.
        logger.warn({ err: error, targetId }, 'preparing an Instagram container failed; made at the due time');
        await repository.save(lease, { status: 'scheduled', leaseUntil: null }, clock.now());
      }
    },

    /** Job `publishing.sweep`: takes back run-out leases and re-arms due targets whose job was lost. */
    async sweep(): Promise<void> {
      const now = clock.now();
      await repository.takeBackExpiredLeases(now);
      for (const target of await overdueTargets(new Date(now.getTime() - claimAheadMs)))
        await enqueuePublish(target.id, target.revision, now);
      const commentsBefore = new Date(now.getTime() - orphanCommentMs);
      for (const { id } of await repository.pendingFirstComments(commentsBefore)) {
        const work = await repository.loadWork(id);
        const caller = work && (await callerOf(attemptDeps, work)).caller;
        const message = work?.post.replyMessage?.trim();
        if (!work?.target.metaPostId || !caller || !message || !mayPublish(work)) continue;
        if (await repository.claimPendingComment(id, commentsBefore, now))
          await sendFirstComment(attemptDeps, caller, id, work.target.metaPostId, message);
      }
    },

    /**
     * At start on PGlite (one process owns the database): claims an earlier run held are taken back at once rather
     * than when their leases run out, and targets due within the claim-ahead time are armed again.
     */
    async recoverOrphans(startedAt: Date): Promise<void> {
      const now = clock.now();
      await repository.expireLeasesTakenBefore(startedAt, now);
      await repository.takeBackExpiredLeases(now);
      for (const target of await overdueTargets(new Date(now.getTime() + claimAheadMs)))
        await enqueuePublish(target.id, target.revision, now);
    },

    /** Resolves when the publishing in flight in this process is done (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return engine;
}
export type PublishingEngine = ReturnType<typeof createPublishingEngine>;
