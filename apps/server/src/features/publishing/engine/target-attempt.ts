import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import {
  stillRunningCall,
  type GraphPublishing,
  type PublishingCaller,
} from '../../../platform/meta/graph-publishing.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../../linking/index.ts';
import {
  attemptLeaseMs,
  sleep,
  type AttemptContext,
  type PollingPolicy,
  type PublishedOutcome,
} from './attempt-context.ts';
import type { EngineRepository, Lease, TargetRow, TargetWork } from './engine.repository.ts';
import { decideAfterError, failTarget } from './failure-handling.ts';
import { publishFacebook } from './facebook-publisher.ts';
import { sendFirstComment } from './first-comment.ts';
import { ensureContainer, publishInstagram } from './instagram-publisher.ts';
import { findPublishedOutcome } from './outcome-check.ts';

export type AttemptDeps = {
  repository: EngineRepository;
  graph: GraphPublishing;
  cipher: TokenCipher;
  linking: LinkingService;
  clock: Clock;
  config: Config;
  logger: AppLogger;
  polling: PollingPolicy;
  /** Writes given up on (timed out) that may still reach Meta, by target: awaited before looking on Meta. */
  stillRunning: Map<number, Promise<unknown>>;
  /** Arms the target again for a later attempt (a durable job at that time). */
  rearm(targetId: number, revision: number, at: Date): Promise<void>;
};

/** The token and ids of the page (or Instagram account) to publish as; null when its token is known bad. */
export function callerOf(deps: Pick<AttemptDeps, 'cipher'>, work: TargetWork): PublishingCaller | null {
  const { page, account } = work;
  if (!page?.accessTokenEncrypted || page.tokenInvalidAt || page.deletedAt) return null;
  if (work.post.network === 'instagram' && (!account || account.tokenInvalidAt || account.deletedAt)) return null;
  const token = deps.cipher.decrypt(page.accessTokenEncrypted);
  if (work.post.network === 'instagram')
    return { metaId: account!.metaAccountId, token, limitKey: account!.metaAccountId };
  return { metaId: page.metaPageId, token, limitKey: page.metaPageId };
}

export async function attemptContext(
  deps: AttemptDeps,
  work: TargetWork,
  lease: Lease,
  caller: PublishingCaller,
): Promise<AttemptContext> {
  const media = (await deps.repository.mediaOf(work.post.mediaIds)).map((row) => ({
    ...row,
    url: `${deps.config.appUrl}/${row.blobKey}`,
  }));
  return { ...deps, work, lease, caller, media };
}

/**
 * One claimed attempt: waits for the due instant, checks an unknown outcome on Meta first, then publishes and
 * records the outcome under the lease. Every error ends in a retry at a time or a failed target; none escapes.
 */
export async function runAttempt(
  deps: AttemptDeps,
  claimed: TargetRow,
  preloaded: TargetWork,
  lease: Lease,
  due: Date,
) {
  await sleep(due.getTime() - deps.clock.now().getTime());
  // A fresh Facebook attempt goes straight to Meta at the due instant (its start checks the token in the same
  // statement); the slower paths, which call Meta before that, read the page's token state again first.
  const direct = preloaded.post.network === 'facebook' && claimed.attemptStartedAt === null;
  const work = direct ? preloaded : await deps.repository.loadWork(lease.targetId);
  if (!work) return;
  // Edited, moved or deleted while the claim waited: the lease is gone, and so is this attempt.
  if (
    !direct &&
    (work.target.revision !== lease.revision || work.target.leaseUntil?.getTime() !== lease.until.getTime())
  )
    return;
  const caller = callerOf(deps, work);
  if (!caller) return failTokenLost(deps, work, lease);
  let attemptStarted = claimed.attemptStartedAt !== null;
  work.target = claimed;
  const context = await attemptContext(deps, work, lease, caller);
  try {
    if (attemptStarted) {
      await deps.stillRunning.get(lease.targetId);
      deps.stillRunning.delete(lease.targetId);
      const found = await findPublishedOutcome(context, deps.repository.isRecorded);
      if (found) return await recordPublished(deps, context, found);
    }
    const containerId = work.post.network === 'instagram' ? await ensureContainer(context) : null;
    const now = deps.clock.now();
    if (!(await deps.repository.startAttempt(lease, now, new Date(now.getTime() + attemptLeaseMs)))) {
      const fresh = await deps.repository.loadWork(lease.targetId);
      if (fresh && !callerOf(deps, fresh)) await failTokenLost(deps, fresh, lease);
      return;
    }
    attemptStarted = true;
    const outcome = containerId ? await publishInstagram(context, containerId) : await publishFacebook(context);
    await recordPublished(deps, context, outcome);
  } catch (error) {
    await settleError(deps, context, error, attemptStarted);
  }
}

/** The page's token is known bad: no call is made with it; the owners are told. */
function failTokenLost(deps: AttemptDeps, work: TargetWork, lease: Lease) {
  return failTarget(
    deps,
    work,
    lease,
    {
      problemCode: 'page-token-invalid',
      errorClass: 'page-needs-action',
      metaErrorCode: null,
      errorSubcode: null,
      errorMessage: null,
    },
    null,
  );
}

async function settleError(deps: AttemptDeps, context: AttemptContext, error: unknown, attemptStarted: boolean) {
  const { work, lease } = context;
  const running = stillRunningCall(error);
  if (running) deps.stillRunning.set(lease.targetId, running);
  const decision = decideAfterError(error, work, attemptStarted, deps.clock.now());
  if (decision.kind === 'retry') {
    deps.logger.warn({ err: error, targetId: lease.targetId, at: decision.at }, 'publishing tried again later');
    if (await deps.repository.markRetry(lease, decision.status, decision.at, decision.failure, deps.clock.now()))
      await deps.rearm(lease.targetId, lease.revision, decision.at);
    return;
  }
  if (attemptStarted && decision.failure.problemCode === 'meta-retry-exhausted') {
    // The last answer was unknown too: one more look (once the call is over) before calling it failed.
    await running;
    deps.stillRunning.delete(lease.targetId);
    const found = await findPublishedOutcome(context, deps.repository.isRecorded).catch(() => null);
    if (found) return recordPublished(deps, context, found);
  }
  await failTarget(deps, work, lease, decision.failure, decision.pageNeedsAction);
}

async function recordPublished(deps: AttemptDeps, context: AttemptContext, outcome: PublishedOutcome) {
  const { post } = context.work;
  const comment = post.replyMessage?.trim() ?? '';
  const recorded = await deps.repository.markPublished(
    context.lease,
    { ...outcome, withComment: comment !== '' },
    deps.clock.now(),
  );
  if (recorded && comment)
    await sendFirstComment(deps, context.caller, context.lease.targetId, outcome.metaPostId, comment);
}
