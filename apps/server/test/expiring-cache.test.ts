import { describe, expect, it } from 'vitest';
import { createExpiringCache } from '../src/platform/expiring-cache.ts';

/** The cache's monotonic clock, moved by the test instead of waiting. */
let elapsed = 0;
const clock = { elapsedMs: () => elapsed };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('expiring cache', () => {
  it('shares one read between requests that miss the same key at once', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 60_000, maxEntries: 10, clock });
    const answer = deferred<string>();
    let reads = 0;
    const read = () => {
      reads++;
      return answer.promise;
    };
    const loads = [cache.load('token', read), cache.load('token', read), cache.load('token', read)];
    answer.resolve('session');
    expect(await Promise.all(loads)).toEqual(['session', 'session', 'session']);
    expect(reads).toBe(1);
    expect(await cache.load('token', read)).toBe('session');
    expect(reads).toBe(1);
  });

  it('does not keep a null answer, so the next request reads again', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 60_000, maxEntries: 10, clock });
    let reads = 0;
    const read = async () => {
      reads++;
      return reads === 1 ? null : 'linked';
    };
    expect(await cache.load('page', read)).toBeNull();
    expect(await cache.load('page', read)).toBe('linked');
    expect(reads).toBe(2);
  });

  it('after a forget, a request reads again instead of joining a read that started before it', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 60_000, maxEntries: 10, clock });
    const before = deferred<string>();
    const first = cache.load('token', () => before.promise);
    cache.forgetWhere(() => true);
    const second = cache.load('token', async () => 'after');
    before.resolve('before');
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    // The answer read before the forget was not stored over the fresh one.
    expect(await cache.load('token', async () => 'read again')).toBe('after');
  });

  it('reads again once an entry is older than its time to live', async () => {
    const cache = createExpiringCache<number>({ ttlMs: 20, maxEntries: 10, clock });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.load('key', read)).toBe(1);
    expect(await cache.load('key', read)).toBe(1);
    elapsed += 30;
    expect(await cache.load('key', read)).toBe(2);
  });

  it('a failed read fails the requests that shared it, and the next request tries again', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 60_000, maxEntries: 10, clock });
    const failing = deferred<string>();
    const read = () => failing.promise;
    const loads = [cache.load('key', read), cache.load('key', read)];
    failing.resolve(Promise.reject(new Error('database away')) as unknown as string);
    await expect(Promise.all(loads)).rejects.toThrow('database away');
    expect(await cache.load('key', async () => 'back')).toBe('back');
  });

  it('answers a stale entry at once while one read brings the new one, and forgets it when the record is gone', async () => {
    const cache = createExpiringCache<string>({ ttlMs: 10, staleMs: 30, maxEntries: 10, clock });
    const next = deferred<string | null>();
    let reads = 0;
    const read = () => {
      reads++;
      return reads === 1 ? Promise.resolve('old') : next.promise;
    };
    expect(await cache.load('home', read)).toBe('old');
    elapsed += 15;
    expect(await cache.load('home', read)).toBe('old');
    expect(await cache.load('home', read)).toBe('old');
    expect(reads).toBe(2);
    next.resolve('new');
    await next.promise;
    await Promise.resolve();
    expect(await cache.load('home', read)).toBe('new');
    elapsed += 15;
    const gone = deferred<string | null>();
    expect(await cache.load('home', () => gone.promise)).toBe('new');
    gone.resolve(null);
    await gone.promise;
    await Promise.resolve();
    expect(await cache.load('home', async () => 'back')).toBe('back');
    elapsed += 31;
    let waited = false;
    expect(
      await cache.load('home', async () => {
        waited = true;
        return 'read after staleMs';
      }),
    ).toBe('read after staleMs');
    expect(waited).toBe(true);
  });
});
