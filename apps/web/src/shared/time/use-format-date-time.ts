import { useCallback } from 'react';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

/** A date and time with the day of the week (posts and Instagram media, where the day matters to a seller). */
export const withWeekday = 'ddd D MMM YYYY, HH:mm';

/** Times in the business time zone, named in the interface language (dayjs carries the locale the app loaded). */
export function useFormatDateTime(defaultFormat = 'D MMM YYYY, HH:mm') {
  const locale = useDayjsLocale();
  return useCallback(
    (value: string | null | undefined, format = defaultFormat) =>
      value ? inBusinessTime(value).locale(locale).format(format) : '—',
    [locale, defaultFormat],
  );
}
