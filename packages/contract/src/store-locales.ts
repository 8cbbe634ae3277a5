// Zod-free: the store's language pickers read this list without pulling zod into their bundle.
import { isRtl, type InterfaceLocale } from './locale.ts';

/**
 * The store's 40 languages (spec section 9): the codes a store may offer its names and descriptions in, taken from
 * the one registry of interface languages.
 */
export const storeLocales = [
  'ar',
  'en',
  'fr',
  'tr',
  'ku',
  'fa',
  'ur',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'uk',
  'pl',
  'nl',
  'sv',
  'nb',
  'da',
  'fi',
  'el',
  'he',
  'hi',
  'bn',
  'id',
  'ms',
  'th',
  'vi',
  'zh',
  'ja',
  'ko',
  'ro',
  'hu',
  'cs',
  'sk',
  'bg',
  'sr',
  'hr',
  'az',
  'uz',
  'sw',
] as const satisfies readonly InterfaceLocale[];
export type StoreLocale = (typeof storeLocales)[number];

/** Languages written right to left (the web view and the store's forms turn their direction for these). */
export const rightToLeftStoreLocales: readonly StoreLocale[] = storeLocales.filter((locale) => isRtl(locale));
