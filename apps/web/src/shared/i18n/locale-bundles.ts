import type { TranslationCatalog } from '@app/contract/i18n/translations';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { antdLocaleLoaders } from './antd-locales.ts';
import { fallbackLocale, localeRegistry, type LocaleEntry } from './locale-registry.ts';

export type LocaleBundle = {
  messages: Record<string, unknown>;
  antdLocale: AntdLocale;
  /** The shared validation messages translated into the language (none for Arabic and English: authored). */
  validation: TranslationCatalog | null;
};

type Messages = Record<string, unknown>;

// What the login page needs in each language, loaded only when that language is chosen: its messages
// (common.json) and Ant Design's strings. The dashboard's are in dashboard-messages.ts, loaded once inside.
const commonLoaders = import.meta.glob<Messages>('./locales/*/common.json', { import: 'default' });
const validationLoaders = import.meta.glob<TranslationCatalog>(
  '../../../../../packages/contract/src/i18n/translations/*.json',
  {
    import: 'default',
  },
);
export function hasLocaleBundle(locale: string): boolean {
  return commonLoaders[`./locales/${locale}/common.json`] !== undefined;
}

/** The registry's languages whose messages exist, in the registry's order. */
export function selectableLocales(): LocaleEntry[] {
  return localeRegistry.filter((entry) => hasLocaleBundle(entry.id));
}

export async function loadLocaleBundle(locale: string): Promise<LocaleBundle> {
  const entry = localeRegistry.find((candidate) => candidate.id === locale && hasLocaleBundle(candidate.id));
  const id = entry?.id ?? fallbackLocale;
  const validationLoader = Object.entries(validationLoaders).find(([file]) => file.endsWith(`/${id}.json`))?.[1];
  const [messages, antdLocale, validation] = await Promise.all([
    commonLoaders[`./locales/${id}/common.json`]!(),
    antdLocaleLoaders[id](),
    validationLoader ? validationLoader() : null,
  ]);
  return { messages, antdLocale, validation };
}
