import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { LinkingService } from '../../linking/index.ts';
import { PublishFailure } from './attempt-context.ts';
import type { EngineRepository, Lease, TargetFailure, TargetWork } from './engine.repository.ts';
import { isQuotaError } from './instagram-publisher.ts';

/** Attempts Meta answered "try later" (5xx, code 1/2, no answer) before the target fails. */
export const maxRetryAttempts = 6;
const backoffBaseMs = 2_000;
const backoffMaxMs = 5 * 60_000;

/** What happens to the target next: published elsewhere, tried again at a time, or failed for good. */
export type FailureDecision =
  | { kind: 'retry'; at: Date; status: 'scheduled' | 'ready' | 'unknown'; failure: Partial<TargetFailure> }
  | { kind: 'failed'; failure: TargetFailure; pageNeedsAction: MetaApiError | null };

const metaFacts = (error: MetaApiError) => ({
  errorClass: error.errorClass,
  metaErrorCode: error.code ?? null,
  errorSubcode: error.subcode ?? null,
  errorMessage: error.message,
});

/** Decides by the error's class (meta-error-classes.ts); `attemptStarted`: Meta may have done the call. */
export function decideAfterError(
  error: unknown,
  work: TargetWork,
  attemptStarted: boolean,
  now: Date,
): FailureDecision {
  const waiting = work.target.containerStatus === 'FINISHED' ? 'ready' : 'scheduled';
  const later = (ms: number) => new Date(now.getTime() + ms);
  if (error instanceof PublishFailure)
    return { kind: 'failed', failure: failureOf(error.problemCode, error.message), pageNeedsAction: null };
  if (isQuotaError(error))
    return {
      kind: 'failed',
      failure: { ...metaFacts(error as MetaApiError), problemCode: 'instagram-quota-reached' },
      pageNeedsAction: null,
    };
  if (!(error instanceof MetaApiError)) return retryLater(work, attemptStarted, later, { errorMessage: String(error) });
  const facts = metaFacts(error);
  switch (error.errorClass) {
    case 'slow-down': {
      // Meta refused the call (a limit): nothing was published by it, and the wait never counts as a failure.
      const wait = (error as MetaApiError & { retryAfterMs?: number }).retryAfterMs ?? 60_000;
      return { kind: 'retry', at: later(wait), status: waiting, failure: {} };
    }
    case 'policy-block':
      return {
        kind: 'retry',
        at: later(error.classification.pauseMs ?? 3_600_000),
        status: waiting,
        failure: facts,
      };
    case 'item-only':
      return { kind: 'failed', failure: { ...facts, problemCode: 'meta-item' }, pageNeedsAction: null };
    case 'page-needs-action':
      return { kind: 'failed', failure: { ...facts, problemCode: 'meta-page' }, pageNeedsAction: error };
    case 'retry-later':
      return retryLater(work, attemptStarted && !error.safeToRetry, later, facts);
  }
}

function retryLater(
  work: TargetWork,
  outcomeUnknown: boolean,
  later: (ms: number) => Date,
  facts: Partial<TargetFailure>,
): FailureDecision {
  const attempts = work.target.attempts + 1;
  if (attempts >= maxRetryAttempts)
    return {
      kind: 'failed',
      failure: {
        ...failureOf('meta-retry-exhausted', facts.errorMessage ?? null),
        ...facts,
        problemCode: 'meta-retry-exhausted',
      },
      pageNeedsAction: null,
    };
  const wait = Math.min(backoffBaseMs * 2 ** (attempts - 1), backoffMaxMs);
  const waiting = work.target.containerStatus === 'FINISHED' ? 'ready' : 'scheduled';
  return { kind: 'retry', at: later(wait), status: outcomeUnknown ? 'unknown' : waiting, failure: facts };
}

const failureOf = (problemCode: string, message: string | null): TargetFailure => ({
  problemCode,
  errorClass: null,
  metaErrorCode: null,
  errorSubcode: null,
  errorMessage: message,
});

export type FailureReporterDeps = {
  repository: EngineRepository;
  linking: LinkingService;
  clock: Clock;
  logger: AppLogger;
};

/**
 * Fails the target (once, under its lease) and tells the owners of its page: 'not published' with the page and
 * Meta's message. Other targets of the post are untouched.
 */
export async function failTarget(
  deps: FailureReporterDeps,
  work: TargetWork,
  lease: Lease,
  failure: TargetFailure,
  pageNeedsAction: MetaApiError | null,
) {
  if (!(await deps.repository.markFailed(lease, failure, deps.clock.now()))) return;
  deps.logger.warn({ targetId: lease.targetId, problem: failure.problemCode }, 'post target not published');
  const pageId = work.page?.id;
  if (!pageId) return;
  try {
    if (pageNeedsAction) await deps.linking.reportPageTokenFailure(pageId, pageNeedsAction);
    const name = work.account ? `@${work.account.username}` : (work.page?.name ?? '');
    await deps.linking.notifyPageOwners(pageId, 'post-not-published', {
      name,
      problem: failure.problemCode,
      meta: failure.errorMessage ?? '',
    });
  } catch (error) {
    deps.logger.error({ err: error, targetId: lease.targetId }, 'telling the owners a post was not published failed');
  }
}
