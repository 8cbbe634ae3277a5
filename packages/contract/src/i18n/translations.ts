import { authoredLocaleOf, type AppLocale } from '../locale.ts';

/**
 * Texts the product writes outside the web app's own bundles (errors, validation, notifications, Messenger texts)
 * are authored in Arabic and English; every other language's translations are flat catalogues (`key → text` with
 * `{{param}}` placeholders) registered here by whoever loads them: the server at start, the web app with the
 * language. A text without a translation falls back to the authored one: Arabic for Arabic, English otherwise.
 */
export type Params = Record<string, string | number>;
export type AuthoredText = string | ((params: Params) => string);
export type TranslationCatalog = Record<string, string>;

const catalogs = new Map<string, TranslationCatalog>();

export function registerTranslations(locale: string, catalog: TranslationCatalog): void {
  catalogs.set(locale, { ...catalogs.get(locale), ...catalog });
}

export function hasTranslations(locale: string): boolean {
  return catalogs.has(locale);
}

function pluralFormOf(catalog: TranslationCatalog, locale: string, key: string, params: Params): string | undefined {
  if (typeof params.count !== 'number') return catalog[key];
  const category = new Intl.PluralRules(locale).select(params.count);
  return catalog[`${key}_${category}`] ?? catalog[`${key}_other`] ?? catalog[key];
}

export function interpolate(text: string, params: Params, locale: string): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+))?\s*\}\}/g, (_match, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return format === 'number' && typeof value === 'number' ? value.toLocaleString(locale) : String(value);
  });
}

/** `key`'s text in `locale`: its registered translation, else the authored text of its fallback language. */
export function translateText(
  locale: string,
  key: string,
  authored: Record<AppLocale, AuthoredText>,
  params: Params = {},
): string {
  const translated = catalogs.get(locale);
  const text = translated ? pluralFormOf(translated, locale, key, params) : undefined;
  if (text !== undefined) return interpolate(text, params, locale);
  const authoredLocale = authoredLocaleOf(locale);
  const own = authored[authoredLocale];
  return typeof own === 'function' ? own(params) : interpolate(own, params, authoredLocale);
}

/** The placeholder-bearing form of an authored text: what translators translate (`{{name}}` for each parameter). */
export function sourceTextOf(text: AuthoredText): string {
  if (typeof text === 'string') return text;
  const placeholders = new Proxy({}, { get: (_target, name) => `{{${String(name)}}}` });
  return text(placeholders as Params);
}
