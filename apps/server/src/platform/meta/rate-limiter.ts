import type { Clock } from '../clock.ts';

type KeyState = { inFlight: number; waiting: (() => void)[]; usagePercent: number; blockedUntil: number };

export type RateLimiterOptions = { clock: Clock; maxConcurrentPerKey?: number; slowDownFromPercent?: number };

/**
 * Keeps each page (or Instagram account) within Meta's limits before Meta says no: a cap on parallel calls per
 * page, a growing pause as the usage headers approach 100%, and a block until Meta's announced regain time.
 */
export function createRateLimiter({ clock, maxConcurrentPerKey = 24, slowDownFromPercent = 80 }: RateLimiterOptions) {
  const states = new Map<string, KeyState>();
  const state = (key: string) => {
    let current = states.get(key);
    if (!current) {
      current = { inFlight: 0, waiting: [], usagePercent: 0, blockedUntil: 0 };
      states.set(key, current);
    }
    return current;
  };

  // Code 4 and other app-level limits hold back every page of the app, not only the one whose call hit them.
  let appBlockedUntil = 0;

  return {
    /** Milliseconds the caller must wait before Meta accepts calls for this key again (0 = go). */
    blockedFor(key: string): number {
      return Math.max(0, Math.max(state(key).blockedUntil, appBlockedUntil) - clock.now().getTime());
    },

    pauseBeforeCall(key: string): number {
      const usage = state(key).usagePercent;
      if (usage < slowDownFromPercent) return 0;
      // From 80% to 100% the pause grows from 0 to 2 s per call, spreading the remaining budget out.
      return Math.round(((usage - slowDownFromPercent) / (100 - slowDownFromPercent)) * 2000);
    },

    async acquire(key: string): Promise<() => void> {
      const current = state(key);
      if (current.inFlight >= maxConcurrentPerKey) {
        await new Promise<void>((resolve) => current.waiting.push(resolve));
      }
      current.inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        current.inFlight--;
        current.waiting.shift()?.();
      };
    },

    /** The last usage percentage Meta announced for this key (0 when none yet). */
    usagePercent(key: string): number {
      return states.get(key)?.usagePercent ?? 0;
    },

    recordUsage(key: string, percent: number) {
      state(key).usagePercent = percent;
    },

    block(key: string, milliseconds: number) {
      const current = state(key);
      current.blockedUntil = Math.max(current.blockedUntil, clock.now().getTime() + milliseconds);
    },

    blockApp(milliseconds: number) {
      appBlockedUntil = Math.max(appBlockedUntil, clock.now().getTime() + milliseconds);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

type UsageNumbers = {
  call_count?: number;
  total_time?: number;
  total_cputime?: number;
  estimated_time_to_regain_access?: number;
};

/** Highest usage percentage and regain time (minutes) announced in X-App-Usage / X-Business-Use-Case-Usage. */
export function readUsageHeaders(headers: Record<string, string | string[] | undefined>): {
  percent: number;
  regainMinutes: number;
  /** False when the answer carried no usage header: what was recorded before still holds. */
  present: boolean;
} {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  let percent = 0;
  let regainMinutes = 0;
  let present = false;
  const consider = (numbers: UsageNumbers) => {
    present = true;
    percent = Math.max(percent, numbers.call_count ?? 0, numbers.total_time ?? 0, numbers.total_cputime ?? 0);
    regainMinutes = Math.max(regainMinutes, numbers.estimated_time_to_regain_access ?? 0);
  };
  for (const name of ['x-app-usage', 'x-page-usage']) {
    const raw = header(name);
    if (!raw) continue;
    try {
      consider(JSON.parse(raw) as UsageNumbers);
    } catch {
      // A malformed header must not break the call it came with.
    }
  }
  const business = header('x-business-use-case-usage');
  if (business) {
    try {
      for (const entries of Object.values(JSON.parse(business) as Record<string, UsageNumbers[]>)) {
        for (const entry of entries) consider(entry);
      }
    } catch {
      // Same as above.
    }
  }
  return { percent, regainMinutes, present };
}
