import { useCallback } from 'react';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

/** Times in the business time zone, named in the interface language. */
export function useFormatDateTime() {
  const locale = useDayjsLocale();
  return useCallback(
    (value: string | null | undefined, format = 'ddd D MMM YYYY, HH:mm') =>
      value ? inBusinessTime(value).locale(locale).format(format) : '—',
    [locale],
  );
}
