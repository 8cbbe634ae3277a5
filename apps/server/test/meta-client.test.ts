import { describe, expect, it } from 'vitest';
import { createManualClock } from '../src/platform/clock.ts';
import { categorizeMetaError, MetaApiError, metaErrorMessage } from '../src/platform/meta/meta-errors.ts';
import { createRateLimiter, readUsageHeaders } from '../src/platform/meta/rate-limiter.ts';

describe("Meta's errors", () => {
  it.each([
    [190, 463, 400, 'reconnect'],
    [190, 460, 400, 'reconnect'],
    [190, undefined, 400, 'reconnect'],
    [4, undefined, 400, 'rate-limit'],
    [17, undefined, 400, 'rate-limit'],
    [32, undefined, 400, 'rate-limit'],
    [613, undefined, 400, 'rate-limit'],
    [80001, undefined, 400, 'rate-limit'],
    [1, undefined, 500, 'retry-later'],
    [2, undefined, 500, 'retry-later'],
    [10, 2018278, 400, 'fix-content'],
    [10900, undefined, 400, 'fix-content'],
    [551, 1545041, 400, 'fix-content'],
    [368, undefined, 400, 'policy'],
    [100, 33, 400, 'fix-content'],
    [506, undefined, 400, 'fix-content'],
    [undefined, undefined, 0, 'retry-later'],
    [undefined, undefined, 502, 'retry-later'],
  ] as const)('code %s / %s (HTTP %s) means %s', (code, subcode, status, category) => {
    expect(categorizeMetaError(code, subcode, status)).toBe(category);
  });

  it('gives every category a sentence in Arabic and English that names the page, never "unknown error"', () => {
    for (const [code, subcode] of [
      [190, 463],
      [4, undefined],
      [2, undefined],
      [100, undefined],
      [368, undefined],
    ] as const) {
      const error = new MetaApiError(400, { code, error_subcode: subcode, message: 'Meta said no' });
      const english = metaErrorMessage('en', error, 'Demo Electronics');
      const arabic = metaErrorMessage('ar', error, 'Demo Electronics');
      expect(english).not.toMatch(/unknown/i);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
      if (error.category === 'reconnect' || error.category === 'rate-limit') {
        expect(english).toContain('Demo Electronics');
        expect(arabic).toContain('Demo Electronics');
      }
    }
    const window = new MetaApiError(400, {
      code: 10,
      error_subcode: 2018278,
      message: '(#10) This message is sent outside of allowed window',
    });
    expect(metaErrorMessage('en', window, 'x')).toContain('24 hours');
  });

  it("isolates Meta's English words and the page name inside Arabic sentences, and leaves English ones as they are", () => {
    const error = new MetaApiError(400, { code: 100, message: '(#100) Invalid parameter' });
    expect(metaErrorMessage('ar', error, 'Demo Electronics')).toContain('\u2068(#100) Invalid parameter\u2069');
    const expired = new MetaApiError(400, { code: 190, error_subcode: 463, message: 'Session has expired' });
    expect(metaErrorMessage('ar', expired, 'Demo Electronics')).toContain('\u2068Demo Electronics\u2069');
    expect(metaErrorMessage('en', error, 'Demo Electronics')).not.toMatch(/[\u2068\u2069]/);
  });

  it('retries only what certainly did not happen', () => {
    expect(new MetaApiError(0, { message: 'connect ECONNREFUSED' }, { notPerformed: true }).safeToRetry).toBe(true);
    expect(new MetaApiError(0, { message: 'timeout' }).safeToRetry).toBe(false);
    expect(new MetaApiError(500, { code: 2, message: 'unexpected' }).safeToRetry).toBe(false);
    expect(new MetaApiError(400, { code: 4, message: 'too many calls' }).safeToRetry).toBe(true);
  });
});

describe('usage headers and the per-page limiter', () => {
  it('reads the highest usage and the regain time from both headers', () => {
    const headers = {
      'x-app-usage': '{"call_count":28,"total_time":25,"total_cputime":25}',
      'x-business-use-case-usage':
        '{"448":[{"type":"pages","call_count":91,"total_cputime":10,"total_time":12,"estimated_time_to_regain_access":7}]}',
    };
    expect(readUsageHeaders(headers)).toEqual({ percent: 91, regainMinutes: 7, present: true });
    expect(readUsageHeaders({ 'x-app-usage': 'not json' })).toEqual({ percent: 0, regainMinutes: 0, present: false });
    // An answer without usage headers says nothing about usage: it must not reset what was recorded.
    expect(readUsageHeaders({}).present).toBe(false);
  });

  it('slows a page down as it nears its limit and blocks it until Meta lets it back', () => {
    const clock = createManualClock(new Date('2026-11-21T10:00:00Z'));
    const limiter = createRateLimiter({ clock });
    limiter.recordUsage('page-1', 50);
    expect(limiter.pauseBeforeCall('page-1')).toBe(0);
    limiter.recordUsage('page-1', 90);
    expect(limiter.pauseBeforeCall('page-1')).toBe(1000);
    limiter.recordUsage('page-1', 100);
    expect(limiter.pauseBeforeCall('page-1')).toBe(2000);
    expect(limiter.pauseBeforeCall('page-2')).toBe(0);
    limiter.block('page-1', 7 * 60_000);
    expect(limiter.blockedFor('page-1')).toBe(7 * 60_000);
    clock.advance(7 * 60_000);
    expect(limiter.blockedFor('page-1')).toBe(0);
  });

  it('holds back every page when the app as a whole is throttled (code 4)', () => {
    const clock = createManualClock(new Date('2026-11-21T10:00:00Z'));
    const limiter = createRateLimiter({ clock });
    limiter.blockApp(5 * 60_000);
    expect(limiter.blockedFor('page-1')).toBe(5 * 60_000);
    expect(limiter.blockedFor('page-2')).toBe(5 * 60_000);
    clock.advance(5 * 60_000);
    expect(limiter.blockedFor('page-2')).toBe(0);
  });

  it('keeps one busy page from taking more than its share of parallel calls', async () => {
    const limiter = createRateLimiter({ clock: createManualClock(), maxConcurrentPerKey: 2 });
    const first = await limiter.acquire('busy');
    const second = await limiter.acquire('busy');
    let thirdStarted = false;
    const third = limiter.acquire('busy').then((release) => {
      thirdStarted = true;
      return release;
    });
    const other = await limiter.acquire('quiet');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdStarted).toBe(false);
    first();
    (await third)();
    expect(thirdStarted).toBe(true);
    second();
    other();
  });
});
