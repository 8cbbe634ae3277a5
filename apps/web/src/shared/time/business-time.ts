import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { sessionStore } from '../session/session-store.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A stored (UTC) instant as a dayjs in the business time zone (the server's BUSINESS_TIME_ZONE, learnt with the
 * session), ready to format: every time reads as the business reads it, whatever zone the browser is in.
 */
export function inBusinessTime(value?: ConfigType): Dayjs {
  return dayjs(value).tz(sessionStore.getState().businessTimeZone);
}

const wallClockFormat = 'YYYY-MM-DDTHH:mm:ss';

/**
 * For date pickers, which work in the browser's zone: a dayjs whose wall clock (date and time on the dial) is the
 * business zone's at that instant. `null` gives today's business wall clock.
 */
export function toPickerWallClock(value: ConfigType | null = null): Dayjs {
  return dayjs(
    inBusinessTime(value ?? undefined)
      .locale('en')
      .format(wallClockFormat),
  );
}

/** The instant (ISO, UTC) a picker's date and time mean when read on the business zone's clock. */
export function fromPickerWallClock(picked: Dayjs): string {
  return dayjs.tz(picked.locale('en').format(wallClockFormat), sessionStore.getState().businessTimeZone).toISOString();
}

/** A month the server names as `YYYY-MM` ("2026-11"), as the reader's language says it ("November 2026"). */
export function formatMonth(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, monthNumber - 1, 1),
  );
}
