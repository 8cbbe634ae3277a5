import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';

export type LoginThrottleLimits = {
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
};

/**
 * Failed logins are counted per username and per client address; either one locks for a while. Another kind of
 * attempt (`scope`: a password reset request) is counted the same way, apart from the logins.
 */
export function createLoginThrottle(repository: AuthRepository, clock: Clock, limits: LoginThrottleLimits, scope = '') {
  const windowMs = limits.lockMinutes * 60_000;
  const keysFor = (username: string, address: string) => [
    { key: `${scope}user:${username.trim().toLowerCase()}`, max: limits.maxFailuresPerUsername },
    { key: `${scope}address:${address}`, max: limits.maxFailuresPerAddress },
  ];

  function lockedError(until: Date, now: Date) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new AppError('too-many-attempts', { params: { minutes } });
  }

  return {
    async assertAllowed(username: string, address: string) {
      const now = clock.now();
      for (const { key } of keysFor(username, address)) {
        const row = await repository.findLoginFailure(key);
        if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
      }
    },
    async recordFailure(username: string, address: string) {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - windowMs);
      const lockUntil = new Date(now.getTime() + windowMs);
      for (const { key, max } of keysFor(username, address)) {
        await repository.recordLoginFailure(key, now, windowStart, max, lockUntil);
      }
    },
    async recordSuccess(username: string) {
      await repository.clearLoginFailures(`${scope}user:${username.trim().toLowerCase()}`);
    },
  };
}
