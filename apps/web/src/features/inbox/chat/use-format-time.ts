import { useCallback } from 'react';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

/** Times on the business clock: today's as the hour, older ones with the date. */
export function useFormatTime() {
  const locale = useDayjsLocale();
  return useCallback(
    (value: string) => {
      const time = inBusinessTime(value).locale(locale);
      const sameDay = time.format('YYYY-MM-DD') === inBusinessTime().format('YYYY-MM-DD');
      return time.format(sameDay ? 'HH:mm' : 'D MMM, HH:mm');
    },
    [locale],
  );
}
