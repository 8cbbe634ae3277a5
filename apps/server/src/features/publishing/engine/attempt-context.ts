import { leaseMs } from '../../../platform/work/leases.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphPublishing, PublishingCaller } from '../../../platform/meta/graph-publishing.ts';
import type { EngineRepository, Lease, MediaRow, TargetWork } from './engine.repository.ts';

/** How long the engine polls Meta for a video or a container, and how often (short for the simulator). */
/** Status polling: the first read after `intervalMs`, each wait doubling up to `maxIntervalMs`, for `maxWaitMs`. */
export type PollingPolicy = { intervalMs: number; maxIntervalMs: number; maxWaitMs: number };

/** One attempt at one target: what publishers and the outcome check work with. */
export type AttemptContext = {
  work: TargetWork;
  lease: Lease;
  caller: PublishingCaller;
  graph: GraphPublishing;
  repository: EngineRepository;
  clock: Clock;
  logger: AppLogger;
  polling: PollingPolicy;
  /** The post's media in order, each with the public URL Meta fetches it from. */
  media: Array<MediaRow & { url: string }>;
};

/** What a published target records. */
export type PublishedOutcome = { metaPostId: string; permalink: string | null };

/** A failure of ours to report (not a Meta error): the target fails with this problem code. */
export class PublishFailure extends Error {
  readonly problemCode: 'video-failed' | 'container-failed' | 'container-expired' | 'instagram-quota-reached';

  constructor(problemCode: PublishFailure['problemCode'], message: string) {
    super(message);
    this.problemCode = problemCode;
    this.name = 'PublishFailure';
  }
}

export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** How long a lease lasts from its last renewal: a dead worker's attempt is taken back soon after. */
export const attemptLeaseMs = leaseMs.publishAttempt;

/** Keeps the lease while a long wait (a video, a container) goes on. */
export async function renewLease(context: AttemptContext) {
  const until = new Date(context.clock.now().getTime() + attemptLeaseMs);
  if (until.getTime() - context.lease.until.getTime() < attemptLeaseMs / 2) return;
  if (await context.repository.save(context.lease, { leaseUntil: until }, context.clock.now()))
    context.lease.until = until;
}

/** Polls `read` until it answers a value, at most `maxWaitMs` (then null), keeping the attempt's lease. */
export async function pollUntil<T>(context: AttemptContext, read: () => Promise<T | null>): Promise<T | null> {
  const policy = context.polling;
  const started = Date.now();
  for (let round = 0; ; round++) {
    await renewLease(context);
    const value = await read();
    if (value !== null) return value;
    if (Date.now() - started >= policy.maxWaitMs) return null;
    // Images are ready in a second, reels in minutes: quick first reads, then few calls against Meta's limits.
    await sleep(Math.min(policy.intervalMs * 2 ** round, policy.maxIntervalMs));
  }
}
