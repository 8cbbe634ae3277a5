import type { Clock } from '../../../platform/clock.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaOutcomeOf, metaRetry, retryDelayMs } from '../../../platform/meta/meta-outcome.ts';
import { PublishFailure } from './attempt-context.ts';
import type { EngineRepository, Lease, TargetFailure, TargetWork } from './engine.repository.ts';
import { isQuotaError } from './instagram-publisher.ts';

/** Attempts before a target fails: the project's one backoff (meta-outcome.ts). */
export const maxRetryAttempts = metaRetry.maxAttempts;

/** What happens to the target next: published elsewhere, tried again at a time, or failed for good. */
export type FailureDecision =
  | { kind: 'retry'; at: Date; status: 'scheduled' | 'ready' | 'unknown'; failure: Partial<TargetFailure> }
  | { kind: 'failed'; failure: TargetFailure };

const metaFacts = (error: MetaApiError) => ({
  errorClass: error.errorClass,
  metaErrorCode: error.code ?? null,
  errorSubcode: error.subcode ?? null,
  errorMessage: error.message,
});

/**
 * Decides by the Meta-outcome policy (meta-outcome.ts), with the project's one backoff; `attemptStarted`: Meta may
 * have done the call. The page's side of the error is the page gate's (recorded by the caller).
 */
export function decideAfterError(
  error: unknown,
  work: TargetWork,
  attemptStarted: boolean,
  now: Date,
): FailureDecision {
  const waiting = work.target.containerStatus === 'FINISHED' ? 'ready' : 'scheduled';
  const later = (ms: number) => new Date(now.getTime() + ms);
  if (error instanceof PublishFailure) return { kind: 'failed', failure: failureOf(error.problemCode, error.message) };
  if (isQuotaError(error))
    return { kind: 'failed', failure: { ...metaFacts(error as MetaApiError), problemCode: 'instagram-quota-reached' } };
  const attempt = work.target.attempts + 1;
  if (!(error instanceof MetaApiError)) {
    if (attempt >= metaRetry.maxAttempts) return exhausted({ errorMessage: String(error) });
    return {
      kind: 'retry',
      at: later(retryDelayMs(attempt)),
      status: attemptStarted ? 'unknown' : waiting,
      failure: { errorMessage: String(error) },
    };
  }
  const facts = metaFacts(error);
  const { item } = metaOutcomeOf(error, attempt);
  switch (item.kind) {
    case 'retry':
      // A throttle: Meta refused the call, nothing was published by it, and the wait never counts as a failure.
      if (!item.countsAsAttempt) return { kind: 'retry', at: later(item.afterMs), status: waiting, failure: {} };
      return {
        kind: 'retry',
        at: later(item.afterMs),
        status: attemptStarted && !error.safeToRetry ? 'unknown' : waiting,
        failure: facts,
      };
    case 'give-up':
      return exhausted(facts);
    case 'wait-for-page':
      return { kind: 'retry', at: later(item.afterMs), status: waiting, failure: facts };
    case 'skip':
      return { kind: 'failed', failure: { ...facts, problemCode: 'meta-item' } };
    case 'stop':
      return { kind: 'failed', failure: { ...facts, problemCode: 'meta-page' } };
  }
}

const exhausted = (facts: Partial<TargetFailure>): FailureDecision => ({
  kind: 'failed',
  failure: {
    ...failureOf('meta-retry-exhausted', facts.errorMessage ?? null),
    ...facts,
    problemCode: 'meta-retry-exhausted',
  },
});

const failureOf = (problemCode: string, message: string | null): TargetFailure => ({
  problemCode,
  errorClass: null,
  metaErrorCode: null,
  errorSubcode: null,
  errorMessage: message,
});

export type FailureReporterDeps = {
  repository: EngineRepository;
  events: Pick<DomainEvents, 'publish'>;
  clock: Clock;
  logger: AppLogger;
};

/**
 * Fails the target (once, under its lease) and tells the owners of its page: 'not published' with the page and
 * Meta's message. Other targets of the post are untouched.
 */
export async function failTarget(deps: FailureReporterDeps, work: TargetWork, lease: Lease, failure: TargetFailure) {
  if (!(await deps.repository.markFailed(lease, failure, deps.clock.now()))) return;
  deps.logger.warn({ targetId: lease.targetId, problem: failure.problemCode }, 'post target not published');
  const pageId = work.page?.id;
  if (!pageId) return;
  const name = work.account ? `@${work.account.username}` : (work.page?.name ?? '');
  await deps.events.publish('post.not-published', {
    pageId,
    name,
    problem: failure.problemCode,
    meta: failure.errorMessage ?? '',
  });
}
