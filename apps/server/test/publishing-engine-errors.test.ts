import { describe, expect, it } from 'vitest';
import { MetaApiError } from '../src/platform/meta/meta-errors.ts';
import { PublishFailure } from '../src/features/publishing/engine/attempt-context.ts';
import type { TargetWork } from '../src/features/publishing/engine/engine.repository.ts';
import { decideAfterError, maxRetryAttempts } from '../src/features/publishing/engine/failure-handling.ts';
import { metaOutcomeOf } from '../src/platform/meta/meta-outcome.ts';

const now = new Date('2026-11-23T10:00:00Z');
const work = (attempts = 1, containerStatus: string | null = null) =>
  ({ target: { attempts, containerStatus } }) as unknown as TargetWork;
const meta = (httpStatus: number, body: Record<string, unknown>, notPerformed = false) =>
  new MetaApiError(httpStatus, body, { notPerformed });

describe('what a failed publishing call leads to (by meta-error-classes)', () => {
  it('retries a server error later, as an unknown outcome once the call may have reached Meta', () => {
    const decision = decideAfterError(meta(500, { code: 2, is_transient: true }), work(1), true, now);
    expect(decision).toMatchObject({ kind: 'retry', status: 'unknown' });
    const never = decideAfterError(meta(0, { message: 'refused' }, true), work(1), true, now);
    expect(never).toMatchObject({ kind: 'retry', status: 'scheduled' });
  });

  it('backs off longer each time and fails with meta-retry-exhausted at the bound', () => {
    const first = decideAfterError(meta(500, { code: 1 }), work(1), true, now);
    const third = decideAfterError(meta(500, { code: 1 }), work(3), true, now);
    expect(first.kind === 'retry' && third.kind === 'retry' && third.at > first.at).toBe(true);
    const last = decideAfterError(meta(500, { code: 1 }), work(maxRetryAttempts), true, now);
    expect(last).toMatchObject({ kind: 'failed', failure: { problemCode: 'meta-retry-exhausted', metaErrorCode: 1 } });
  });

  it('waits for a rate limit without a failure, and keeps a finished container ready', () => {
    const limited = Object.assign(meta(400, { code: 32 }), { retryAfterMs: 120_000 });
    const decision = decideAfterError(limited, work(1, 'FINISHED'), true, now);
    expect(decision).toEqual({ kind: 'retry', at: new Date(now.getTime() + 120_000), status: 'ready', failure: {} });
  });

  it('fails one item with Meta message, a page with meta-page, the quota and our own failures by their codes', () => {
    expect(decideAfterError(meta(400, { code: 100, message: 'bad' }), work(), true, now)).toMatchObject({
      kind: 'failed',
      failure: { problemCode: 'meta-item', errorMessage: 'bad', metaErrorCode: 100 },
    });
    const token = decideAfterError(meta(400, { code: 190, error_subcode: 460 }), work(), true, now);
    expect(token).toMatchObject({ kind: 'failed', failure: { problemCode: 'meta-page' } });
    // The page's side of it is the page gate's, by the Meta-outcome policy.
    expect(metaOutcomeOf(meta(400, { code: 190, error_subcode: 460 })).page).toEqual({ kind: 'token-invalid' });
    expect(decideAfterError(meta(400, { code: 9, error_subcode: 2207042 }), work(), true, now)).toMatchObject({
      failure: { problemCode: 'instagram-quota-reached', errorSubcode: 2207042 },
    });
    expect(decideAfterError(new PublishFailure('video-failed', 'codec'), work(), true, now)).toMatchObject({
      failure: { problemCode: 'video-failed', errorMessage: 'codec' },
    });
  });

  it('pauses a policy block for the time Meta named', () => {
    const decision = decideAfterError(meta(400, { code: 368, message: 'blocked for 3 hours' }), work(), true, now);
    expect(decision).toMatchObject({ kind: 'retry', at: new Date(now.getTime() + 3 * 3_600_000), status: 'scheduled' });
  });
});
