import type { Locale as AntdLocale } from 'antd/es/locale';
import { fallbackLocale } from './locale-registry.ts';

export type LocaleBundle = {
  messages: Record<string, unknown>;
  antdLocale: AntdLocale;
};

type LocaleModule = { localeBundle: LocaleBundle };
type Messages = Record<string, unknown>;

// One lazily loaded chunk per language with what the login page needs (its messages and antd's strings)...
const bundleLoaders = import.meta.glob<LocaleModule>('./bundles/*.ts');
// ...and one more with the dashboard's messages, fetched only once the user is inside.
const dashboardLoaders = import.meta.glob<Messages>('./locales/*/dashboard.json', { import: 'default' });

export function hasLocaleBundle(locale: string): boolean {
  return bundleLoaders[`./bundles/${locale}.ts`] !== undefined;
}

export async function loadLocaleBundle(locale: string): Promise<LocaleBundle> {
  const loader = bundleLoaders[`./bundles/${locale}.ts`] ?? bundleLoaders[`./bundles/${fallbackLocale}.ts`];
  if (!loader) throw new Error(`No locale bundle for ${locale}`);
  return (await loader()).localeBundle;
}

export async function loadDashboardMessages(locale: string): Promise<Messages> {
  const loader =
    dashboardLoaders[`./locales/${locale}/dashboard.json`] ??
    dashboardLoaders[`./locales/${fallbackLocale}/dashboard.json`];
  if (!loader) throw new Error(`No dashboard messages for ${locale}`);
  return loader();
}
