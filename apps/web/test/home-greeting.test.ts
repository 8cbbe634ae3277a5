import { afterEach, describe, expect, it, vi } from 'vitest';
import { greetingKey } from '@/features/home/greeting.ts';
import { sessionStore, signedOutSession } from '@/shared/session/session-store.ts';

describe("the home greeting on the business zone's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    sessionStore.setState({ businessTimeZone: signedOutSession.businessTimeZone });
  });

  it("says good evening at 19:00 in Damascus when the browser's clock in New York says 11:00", () => {
    vi.stubEnv('TZ', 'America/New_York');
    vi.useFakeTimers({ now: new Date('2026-11-28T16:00:00Z') });
    expect(greetingKey()).toBe('home.goodEvening');
  });

  it("says good morning at 11:00 in Damascus when the browser's clock in Tokyo says 17:00", () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(greetingKey('2026-11-28T08:00:00Z')).toBe('home.goodMorning');
  });

  it('follows the zone the session names', () => {
    sessionStore.setState({ businessTimeZone: 'Asia/Tokyo' });
    expect(greetingKey('2026-11-28T08:00:00Z')).toBe('home.goodAfternoon');
  });
});
