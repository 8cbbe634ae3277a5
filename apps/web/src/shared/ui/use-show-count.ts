import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type CountInfo = { count: number; maxLength?: number };

/** A text field's character count in the reader's number format ("27 / 63,206", not "27 / 63206"). */
export function formatCharacterCount({ count, maxLength }: CountInfo, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  return maxLength === undefined ? number.format(count) : `${number.format(count)} / ${number.format(maxLength)}`;
}

/** Ant Design's `showCount`, counted in the interface language's number format. */
export function useShowCount() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => ({ formatter: (info: CountInfo) => formatCharacterCount(info, locale) }), [locale]);
}
