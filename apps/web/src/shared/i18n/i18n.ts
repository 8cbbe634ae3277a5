import { registerTranslations } from '@app/contract/i18n/translations';
import type { InterfaceLocale } from '@app/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadChunk } from '../lib/chunk-loading.ts';
import { createStore, useStore } from '../lib/create-store.ts';
import { preferencesStore } from '../session/preferences-store.ts';
import { writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import { hasLocaleBundle, loadLocaleBundle } from './locale-bundles.ts';
import { defaultLocale, directionOf, fallbackLocale, findLocale } from './locale-registry.ts';

const antdLocaleStore = createStore<{ antdLocale: AntdLocale | undefined }>({ antdLocale: undefined });

export function useAntdLocale(): AntdLocale | undefined {
  return useStore(antdLocaleStore, (state) => state.antdLocale);
}

const commonNamespace = 'common';
const dashboardNamespace = 'dashboard';
let dashboardMessagesNeeded = false;

async function addBundle(locale: string): Promise<void> {
  if (i18next.hasResourceBundle(locale, commonNamespace)) return;
  const bundle = await loadLocaleBundle(locale);
  i18next.addResourceBundle(locale, commonNamespace, bundle.messages, true, true);
  if (bundle.validation) registerTranslations(locale, bundle.validation);
}

async function addDashboardBundle(locale: string): Promise<void> {
  if (i18next.hasResourceBundle(locale, dashboardNamespace)) return;
  const { loadDashboardMessages } = await loadChunk(() => import('./dashboard-messages.ts'));
  i18next.addResourceBundle(locale, dashboardNamespace, await loadDashboardMessages(locale), true, true);
}

/** Loads the dashboard's messages for the current language, and for every language switched to afterwards. */
export async function loadDashboardTranslations(): Promise<void> {
  dashboardMessagesNeeded = true;
  await addDashboardBundle(bundleLocaleFor(i18next.language ?? defaultLocale));
}

function bundleLocaleFor(locale: string): string {
  return hasLocaleBundle(locale) ? locale : fallbackLocale;
}

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: undefined,
    fallbackLng: fallbackLocale,
    ns: [commonNamespace, dashboardNamespace],
    defaultNS: commonNamespace,
    fallbackNS: dashboardNamespace,
    react: { useSuspense: false },
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const stored = preferencesStore.getState().locale;
  await changeLocale(findLocale(stored) ? stored : defaultLocale, { persist: false });
}

export async function changeLocale(locale: string, { persist } = { persist: true }): Promise<void> {
  // A language without its own file shows English; ar and en files are complete, so no fallback file is fetched for them.
  const bundleLocale = bundleLocaleFor(locale);
  await Promise.all([addBundle(bundleLocale), dashboardMessagesNeeded ? addDashboardBundle(bundleLocale) : undefined]);
  const bundle = await loadLocaleBundle(bundleLocale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  if (persist) writeItem('local', storageKeys.locale, locale);
  antdLocaleStore.setState({ antdLocale: bundle.antdLocale });
  preferencesStore.setState({ locale });
}

/** The language the shared validation messages come in: the interface language (translated or authored). */
export function messageLocale(locale: string): InterfaceLocale {
  return findLocale(locale)?.id ?? fallbackLocale;
}
