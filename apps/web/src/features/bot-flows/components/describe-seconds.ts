import type { TFunction } from 'i18next';

/** A wait in the largest whole unit ("2 h", "90 s" stays seconds). */
export function describeSeconds(seconds: number, t: TFunction): string {
  if (seconds % 86_400 === 0) return t('botFlows.units.days', { count: seconds / 86_400 });
  if (seconds % 3600 === 0) return t('botFlows.units.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('botFlows.units.minutes', { count: seconds / 60 });
  return t('botFlows.units.seconds', { count: seconds });
}
