import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';

/** A zone's name as the reader's language says it ("Syria Time", "توقيت سوريا"), never its database id. */
export function genericZoneName(zone: string, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? zone;
}

/**
 * The business zone as sellers say it: "Damascus time" for the zones whose city the locale files name, the zone's
 * generic name in the reader's language otherwise.
 */
export function useBusinessZoneName(): string {
  const { t, i18n } = useTranslation();
  const zone = useSession((state) => state.businessTimeZone);
  const city = t(`businessTime.cities.${zone}`, { defaultValue: '' });
  return city ? t('businessTime.cityTime', { city }) : genericZoneName(zone, i18n.language);
}
