import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

export function NotificationTime({ createdAt }: { createdAt: string }) {
  useDayjsLocale();
  const time = dayjs(createdAt);
  return (
    <time dateTime={createdAt} title={inBusinessTime(createdAt).format('LLL')}>
      {time.fromNow()}
    </time>
  );
}
