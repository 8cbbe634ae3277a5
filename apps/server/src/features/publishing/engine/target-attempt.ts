import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { Config } from '../../../platform/config.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import {
  stillRunningCall,
  type GraphPublishing,
  type PublishingCaller,
} from '../../../platform/meta/graph-publishing.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { GateStop, PageGate } from '../../pages/index.ts';
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
  pages: PageGate;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  config: Config;
  logger: AppLogger;
  polling: PollingPolicy;
  /** Writes given up on (timed out) that may still reach Meta, by target: awaited before looking on Meta. */
  stillRunning: Map<number, Promise<unknown>>;
  /** Arms the target again for a later attempt (a durable job at that time). */
  rearm(targetId: number, revision: number, at: Date): Promise<void>;
};

/** A page or account the gate has kept from publishing is checked again this often (a renewal, an unblock). */
export const heldRecheckMs = 10 * 60_000;

/**
 * The token and ids of the page (or Instagram account) to publish as, from the page gate; or why it may not now
 * (null: the page or account is gone).
 */
export async function callerOf(
  deps: Pick<AttemptDeps, 'pages'>,
  work: TargetWork,
): Promise<{ caller: PublishingCaller; stop: null } | { caller: null; stop: GateStop | null }> {
  const instagram = work.post.network === 'instagram';
  const subject = instagram
    ? work.account && { instagramAccountId: work.account.id }
    : work.page && { pageId: work.page.id };
  if (!subject) return { caller: null, stop: null };
  const gate = await deps.pages.check(subject, 'publish');
  if (!gate.open) return { caller: null, stop: gate.stop };
  const { health, token, graph } = gate;
  const metaId = instagram ? health.instagram!.metaAccountId : health.metaPageId;
  return { caller: { metaId, token, limitKey: metaId, host: graph }, stop: null };
}

/** Stops that pass by themselves (a renewal, an unblock, the end of Meta's pause): the target is kept, not failed. */
const isHold = (stop: GateStop | null): stop is GateStop =>
  stop !== null && (stop.reason === 'page-blocked' || stop.reason === 'plan-expired' || stop.reason === 'policy-block');

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
  const { caller, stop } = await callerOf(deps, work);
  if (!caller) return isHold(stop) ? holdTarget(deps, work, lease, stop) : failTokenLost(deps, work, lease, stop);
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
      // The page changed while the claim waited (another process blocked it or lost its token): asked afresh.
      const fresh = await deps.repository.loadWork(lease.targetId);
      const page = fresh?.page?.id;
      if (page !== undefined) deps.pages.forget(page);
      const again = fresh ? await callerOf(deps, fresh) : null;
      if (fresh && again && !again.caller)
        await (isHold(again.stop)
          ? holdTarget(deps, fresh, lease, again.stop)
          : failTokenLost(deps, fresh, lease, again.stop));
      return;
    }
    attemptStarted = true;
    const outcome = containerId ? await publishInstagram(context, containerId) : await publishFacebook(context);
    await recordPublished(deps, context, outcome);
  } catch (error) {
    await settleError(deps, context, error, attemptStarted);
  }
}

/** The page's token or the permission to publish is known refused: no call is made with it; the owners are told. */
function failTokenLost(deps: AttemptDeps, work: TargetWork, lease: Lease, stop: GateStop | null) {
  return failTarget(deps, work, lease, {
    problemCode: stop?.reason === 'missing-permission' ? 'permission-missing' : 'page-token-invalid',
    errorClass: 'page-needs-action',
    metaErrorCode: null,
    errorSubcode: null,
    errorMessage: stop?.permission ?? null,
  });
}

/**
 * The page (or account) may not publish for now, by a stop that passes (a lapsed plan, an admin block, Meta's pause):
 * the target is kept, waiting, with the reason shown, and tried again once the stop may be over. The owners are told
 * once per page (a plan or a block) or were told when Meta's pause began.
 */
async function holdTarget(deps: AttemptDeps, work: TargetWork, lease: Lease, stop: GateStop) {
  const now = deps.clock.now();
  const at = stop.until && stop.until > now ? stop.until : new Date(now.getTime() + heldRecheckMs);
  const status = work.target.containerStatus === 'FINISHED' ? 'ready' : 'scheduled';
  if (!(await deps.repository.markHeld(lease, status, at, stop.reason, now))) return;
  deps.logger.info({ targetId: lease.targetId, reason: stop.reason, until: at }, 'post target held by the page gate');
  const page = work.page;
  if (page && !stop.byAccount && (stop.reason === 'page-blocked' || stop.reason === 'plan-expired'))
    await deps.pages.noticeAutomationsStopped(page.id, page.name, stop.reason);
  await deps.rearm(lease.targetId, lease.revision, at);
}

async function settleError(deps: AttemptDeps, context: AttemptContext, error: unknown, attemptStarted: boolean) {
  const { work, lease } = context;
  const running = stillRunningCall(error);
  if (running) deps.stillRunning.set(lease.targetId, running);
  // The page's side first (a pause, a refused token or permission): the gate closes for its next posts.
  if (error instanceof MetaApiError && work.page)
    await deps.pages.recordMetaFailure(work.page.id, 'publish', error, work.post.network);
  else if (error instanceof MetaApiError && work.account?.login === 'instagram')
    await deps.pages.recordAccountMetaFailure(work.account.id, error);
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
  await failTarget(deps, work, lease, decision.failure);
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
