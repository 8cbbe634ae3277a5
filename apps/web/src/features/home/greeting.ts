import type { ConfigType } from 'dayjs';
import { inBusinessTime } from '@/shared/time/business-time.ts';

/** Morning, afternoon or evening on the business zone's clock, as every other time on the screens reads. */
export function greetingKey(instant?: ConfigType) {
  const hour = inBusinessTime(instant).hour();
  if (hour < 12) return 'home.goodMorning';
  if (hour < 18) return 'home.goodAfternoon';
  return 'home.goodEvening';
}
