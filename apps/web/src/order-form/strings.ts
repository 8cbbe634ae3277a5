import { storeLocales } from '@app/contract/store-locales';
import { ar, en, type WebViewStrings } from './strings-source.ts';

export type { WebViewStrings } from './strings-source.ts';

// Each store language's words in a chunk of its own, fetched only by a customer reading that language.
const translations = import.meta.glob<Partial<WebViewStrings>>('./locales/*.json', { import: 'default' });
const translationOf = (locale: string) => translations[`./locales/${locale}.json`];

/** The web view's words in the store's language: written for Arabic and English, translated for the others. */
export async function loadStringsFor(locale: string): Promise<WebViewStrings> {
  if (locale === 'ar') return ar;
  const load = translationOf(locale);
  return load ? { ...en, ...(await load()) } : en;
}

/** The browser's language before the form is read (for a link that does not open): one the web view speaks, else Arabic. */
export function browserLocale(): string {
  const base = (navigator.language || 'ar').toLowerCase().split('-')[0] ?? 'ar';
  const spoken =
    base === 'ar' || base === 'en' || ((storeLocales as readonly string[]).includes(base) && translationOf(base));
  return spoken ? base : 'ar';
}
