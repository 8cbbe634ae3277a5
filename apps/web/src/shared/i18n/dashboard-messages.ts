import { loadChunk } from '../lib/chunk-loading.ts';
import { fallbackLocale } from './locale-registry.ts';

type Messages = Record<string, unknown>;

// The dashboard's messages, one file per area (dashboard.json, replies.json, …) and language, merged into one
// namespace. This module is itself loaded only once the user is inside: its table of every language's files would
// otherwise weigh on the login page.
const dashboardLoaders = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

const dashboardFilesOf = (locale: string) =>
  Object.keys(dashboardLoaders).filter((file) => file.startsWith(`./locales/${locale}/`));

export async function loadDashboardMessages(locale: string): Promise<Messages> {
  const localeFiles = dashboardFilesOf(locale);
  const files = localeFiles.length > 0 ? localeFiles : dashboardFilesOf(fallbackLocale);
  if (files.length === 0) throw new Error(`No dashboard messages for ${locale}`);
  const parts = await loadChunk(() => Promise.all(files.map((file) => dashboardLoaders[file]!())));
  return Object.assign({}, ...parts) as Messages;
}
