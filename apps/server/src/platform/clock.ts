/**
 * `now()`: the business time (due instants, expiries written to rows). `elapsedMs()`: a monotonic reading in
 * milliseconds for ages kept in memory (caches): only differences mean anything, and setting the wall clock
 * (tests, time zones) does not move it.
 */
export type Clock = { now(): Date; elapsedMs(): number };

export const systemClock: Clock = { now: () => new Date(), elapsedMs: () => performance.now() };

/**
 * A clock tests can move forward, to reach expiries without waiting. `advance` moves both readings (a cache entry
 * ages as the business time passes); `set` only the business time. Real time still ages cache entries too.
 */
export function createManualClock(start = new Date()) {
  let current = start.getTime();
  let advanced = 0;
  return {
    now: () => new Date(current),
    elapsedMs: () => performance.now() + advanced,
    advance(milliseconds: number) {
      current += milliseconds;
      if (milliseconds > 0) advanced += milliseconds;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
