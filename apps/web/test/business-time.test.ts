import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, signedOutSession } from '@/shared/session/session-store.ts';
import { fromPickerWallClock, inBusinessTime, toPickerWallClock } from '@/shared/time/business-time.ts';

describe('times shown in the business time zone', () => {
  afterEach(() => sessionStore.setState({ businessTimeZone: signedOutSession.businessTimeZone }));

  it('shows a stored UTC instant as Damascus reads it, whatever zone the browser is in', () => {
    expect(inBusinessTime('2026-11-30T22:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 01:30');
  });

  it('follows the zone the session names', () => {
    sessionStore.setState({ businessTimeZone: 'UTC' });
    expect(inBusinessTime('2026-11-30T22:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-11-30 22:30');
  });
});

describe('date pickers on the business clock', () => {
  it('shows a stored instant at the business wall clock and reads a pick back on that clock', () => {
    const shown = toPickerWallClock('2026-11-30T22:30:00Z');
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 01:30');
    expect(fromPickerWallClock(shown)).toBe('2026-11-30T22:30:00.000Z');
  });

  it('reads a picked 18:00 as 18:00 in Damascus (15:00 UTC)', () => {
    expect(fromPickerWallClock(dayjs('2026-12-05T18:00:00'))).toBe('2026-12-05T15:00:00.000Z');
  });
});
