import { AppError, notFound } from '../http/app-error.ts';
import { attemptBudget, retryDelayMs, workRetry } from '../work/leases.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { defaultPolicyPauseMs, type ItemFailure } from './meta-error-classes.ts';
import type { MetaApiError } from './meta-errors.ts';

/**
 * What a Meta error does, in one table for every engine and every screen: to the item (a reply, a message, a post),
 * to the page or account, and to the app. The error's class is `meta-error-classes.ts`'s; the page's side is carried
 * out by the page gate (features/pages), the item's by the engine that sent it.
 */

/** The project's one backoff (leased work's), with the attempts Meta answered "try later" before the item gives up. */
export const metaRetry = { maxAttempts: attemptBudget.metaCall, ...workRetry } as const;
export { retryDelayMs };
/** A throttle without Meta's regain time. */
export const defaultThrottleWaitMs = 60_000;

export type ItemOutcome =
  /** Not done by Meta: tried again after `afterMs`; a throttle's wait does not count as an attempt. */
  | { kind: 'retry'; afterMs: number; countsAsAttempt: boolean }
  /** Meta kept failing for now: this item fails, nothing else changes. */
  | { kind: 'give-up' }
  /** Refused for this item only (a deleted comment, a person who blocked the page): skipped, the rest runs on. */
  | { kind: 'skip'; reason: ItemFailure }
  /** The page may not send for a while: the item waits for it. */
  | { kind: 'wait-for-page'; afterMs: number }
  /** The page needs its owner (a token, a permission): the item fails and the page is marked. */
  | { kind: 'stop' };

export type PageEffect =
  | { kind: 'pause-sending'; forMs: number }
  /** Only 190 and its kin: the token itself is refused. */
  | { kind: 'token-invalid' }
  /** A permission refused: recorded against the capability that needed it (named by Meta or the capability's own). */
  | { kind: 'permission-missing'; permission: string | null };

export type MetaOutcome = {
  item: ItemOutcome;
  page: PageEffect | null;
  /** Code 4 and other app-level limits: every page of the app waits (the Graph client's limiter holds them back). */
  appWide: boolean;
};

/** The outcome of `error` for an item on its `attempt`-th try (from 1). */
export function metaOutcomeOf(error: MetaApiError, attempt = 1): MetaOutcome {
  const { classification } = error;
  const appWide = classification.appWide;
  switch (classification.errorClass) {
    case 'slow-down':
      return { item: { kind: 'retry', afterMs: retryAfterOf(error), countsAsAttempt: false }, page: null, appWide };
    case 'retry-later':
      return {
        item:
          attempt < metaRetry.maxAttempts
            ? { kind: 'retry', afterMs: retryDelayMs(attempt), countsAsAttempt: true }
            : { kind: 'give-up' },
        page: null,
        appWide,
      };
    case 'item-only':
      return { item: { kind: 'skip', reason: classification.itemFailure ?? 'meta-refused-item' }, page: null, appWide };
    case 'policy-block': {
      const forMs = classification.pauseMs ?? defaultPolicyPauseMs;
      return { item: { kind: 'wait-for-page', afterMs: forMs }, page: { kind: 'pause-sending', forMs }, appWide };
    }
    case 'page-needs-action':
      return {
        item: { kind: 'stop' },
        page:
          classification.pageProblem === 'token'
            ? { kind: 'token-invalid' }
            : { kind: 'permission-missing', permission: classification.missingPermission },
        appWide,
      };
  }
}

/** How long Meta asked us to wait (its regain time, read by the Graph client), else a minute. */
export function retryAfterOf(error: MetaApiError): number {
  return (error as MetaApiError & { retryAfterMs?: number }).retryAfterMs ?? defaultThrottleWaitMs;
}

/** A 422 in the catalogue shape: the message, and the same under `meta` (the page's connection or Meta's answer). */
export const metaRefusal = (messageKey: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('validation', { messageKey, params, fieldErrors: { meta: [{ key: messageKey, params }] } });

/**
 * A Graph call made for a seller's screen, its failure as every screen answers it: one status and one message per
 * class (a throttle reads the same on every screen). `subject` names the page or account in the message. The page's
 * side (a token, a permission, a pause) is the caller's to record through the page gate first.
 */
export function metaFailureAnswer(error: MetaApiError, subject: string): AppError {
  const { classification } = error;
  switch (classification.errorClass) {
    case 'slow-down':
    case 'retry-later':
      return metaRefusal('meta-try-later');
    case 'policy-block':
      return metaRefusal('meta-policy-block', { name: subject });
    case 'page-needs-action':
      return classification.pageProblem === 'token'
        ? metaRefusal('meta-reconnect', { name: subject })
        : metaRefusal('meta-permission-missing', {
            name: subject,
            permission: classification.missingPermission ?? '',
          });
    case 'item-only':
      if (classification.itemFailure === 'comment-unavailable') return notFound();
      return metaRefusal('meta-refused', { message: error.message });
  }
}
