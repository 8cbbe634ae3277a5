export const supportedLocales = ['ar', 'en'] as const;
export type AppLocale = (typeof supportedLocales)[number];
export const defaultLocale: AppLocale = 'ar';

export function resolveLocale(value: string | undefined | null): AppLocale {
  const base = (value ?? '').toLowerCase().split(/[-_,;]/)[0] ?? '';
  return (supportedLocales as readonly string[]).includes(base) ? (base as AppLocale) : defaultLocale;
}

export function isRtl(locale: string): boolean {
  return locale === 'ar';
}
