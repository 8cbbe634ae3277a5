/** The languages the product's texts are written in; every other interface language is translated from them. */
export const supportedLocales = ['ar', 'en'] as const;
export type AppLocale = (typeof supportedLocales)[number];
export const defaultLocale: AppLocale = 'ar';
export const fallbackLocale: AppLocale = 'en';

/** Every interface language the product offers (spec section 9: default ar, en supported, the rest lazily). */
export const interfaceLocales = [
  'ar',
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'nl',
  'tr',
  'ru',
  'uk',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'sr',
  'hr',
  'sl',
  'bs',
  'sq',
  'mk',
  'sv',
  'da',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
  'ka',
  'hy',
  'az',
  'kk',
  'uz',
  'fa',
  'ur',
  'he',
  'ku',
  'ckb',
  'hi',
  'bn',
  'id',
  'ms',
  'th',
  'vi',
  'zh',
  'ja',
  'ko',
  'sw',
  'am',
  'so',
] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];

const rightToLeftLocales = new Set(['ar', 'fa', 'ur', 'he', 'ckb']);

function baseLanguageOf(value: string | undefined | null): string {
  return (
    (value ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? ''
  );
}

/**
 * The caller's interface language from a `locale` or Accept-Language value ("fr-CA,fr;q=0.9,en;q=0.8"): the most
 * preferred one the product has; English when every one asked for is unknown; Arabic when none is asked for ("", "*").
 */
export function resolveInterfaceLocale(value: string | undefined | null): InterfaceLocale {
  const asked = (value ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { base: baseLanguageOf(tag), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((language) => language.base !== '' && language.base !== '*' && language.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  if (asked.length === 0) return defaultLocale;
  const known = asked.find((language) => (interfaceLocales as readonly string[]).includes(language.base));
  return known ? (known.base as InterfaceLocale) : fallbackLocale;
}

/** The authored language a text falls back to: Arabic for Arabic, English for every other language. */
export function authoredLocaleOf(locale: string): AppLocale {
  return locale === 'ar' ? 'ar' : 'en';
}

/** The language server texts come in when only the authored ones exist: Arabic when none is given, else English. */
export function resolveLocale(value: string | undefined | null): AppLocale {
  return authoredLocaleOf(resolveInterfaceLocale(value));
}

export function isRtl(locale: string): boolean {
  return rightToLeftLocales.has(baseLanguageOf(locale));
}
