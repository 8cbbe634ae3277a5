import { rightToLeftStoreLocales, type StoreLocale } from '@app/contract/store-locales';

/** The browser's languages in its order of preference (`ar-SY,ar;q=0.9,en;q=0.8` → ar, ar, en). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const quality = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!.toLowerCase(), quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The language the web view speaks to a customer: one the store offers, asked for by the page (a language switch),
 * else the first of the browser's languages the store offers, else the store's first.
 */
export function customerLocale(
  storeLocales: readonly string[],
  asked: string | undefined,
  acceptLanguage: string | undefined,
) {
  const offered = storeLocales.length > 0 ? storeLocales : ['ar'];
  const wanted = [asked?.toLowerCase(), ...acceptedLanguages(acceptLanguage)];
  const locale = wanted.find((language) => language && offered.includes(language)) ?? offered[0]!;
  const direction: 'rtl' | 'ltr' = rightToLeftStoreLocales.includes(locale as StoreLocale) ? 'rtl' : 'ltr';
  return { locale, direction };
}
