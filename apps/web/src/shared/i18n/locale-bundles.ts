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
// ...and the dashboard's messages, one file per area (dashboard.json, replies.json, …), fetched only once the
// user is inside and merged into one namespace.
const dashboardLoaders = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

const dashboardFilesOf = (locale: string) =>
  Object.keys(dashboardLoaders).filter((file) => file.startsWith(`./locales/${locale}/`));

export function hasLocaleBundle(locale: string): boolean {
  return bundleLoaders[`./bundles/${locale}.ts`] !== undefined;
}

export async function loadLocaleBundle(locale: string): Promise<LocaleBundle> {
  const loader = bundleLoaders[`./bundles/${locale}.ts`] ?? bundleLoaders[`./bundles/${fallbackLocale}.ts`];
  if (!loader) throw new Error(`No locale bundle for ${locale}`);
  return (await loader()).localeBundle;
}

export async function loadDashboardMessages(locale: string): Promise<Messages> {
  const localeFiles = dashboardFilesOf(locale);
  const files = localeFiles.length > 0 ? localeFiles : dashboardFilesOf(fallbackLocale);
  if (files.length === 0) throw new Error(`No dashboard messages for ${locale}`);
  const parts = await Promise.all(files.map((file) => dashboardLoaders[file]!()));
  return Object.assign({}, ...parts) as Messages;
}
