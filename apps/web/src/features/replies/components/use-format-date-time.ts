import { useCallback } from 'react';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

/** Dates in the interface language (dayjs carries the locale the app loaded). */
export function useFormatDateTime() {
  const locale = useDayjsLocale();
  return useCallback(
    (value: string | null | undefined, format = 'D MMM YYYY, HH:mm') =>
      value ? inBusinessTime(value).locale(locale).format(format) : '—',
    [locale],
  );
}
