import type { TranslationCatalog } from '@app/contract/i18n/translations';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { loadChunk } from '../lib/chunk-loading.ts';
import { fallbackLocale, localeRegistry, type LocaleEntry } from './locale-registry.ts';

export type LocaleBundle = {
  messages: Record<string, unknown>;
  antdLocale: AntdLocale;
  /** The shared validation messages translated into the language (none for Arabic and English: authored). */
  validation: TranslationCatalog | null;
};

type LocaleModule = { localeBundle: LocaleBundle };

// What the login page needs in each language, one chunk per language loaded only when it is chosen: its messages
// (common.json), Ant Design's strings and the validation messages (bundles/<id>.ts). The dashboard's are in
// dashboard-messages.ts, loaded once inside.
const bundleLoaders = import.meta.glob<LocaleModule>('./bundles/*.ts');

export function hasLocaleBundle(locale: string): boolean {
  return bundleLoaders[`./bundles/${locale}.ts`] !== undefined;
}

/** The registry's languages whose messages exist, in the registry's order. */
export function selectableLocales(): LocaleEntry[] {
  return localeRegistry.filter((entry) => hasLocaleBundle(entry.id));
}

export async function loadLocaleBundle(locale: string): Promise<LocaleBundle> {
  const loader = bundleLoaders[`./bundles/${locale}.ts`] ?? bundleLoaders[`./bundles/${fallbackLocale}.ts`];
  if (!loader) throw new Error(`No locale bundle for ${locale}`);
  return (await loadChunk(loader)).localeBundle;
}
