/**
 * Each interface language's chunks in the built app, with gzip sizes: what choosing the language loads on the login
 * page (bundles/<id>.ts: its messages, Ant Design's strings and the validation messages, with what that chunk
 * imports) and what the dashboard adds (its messages in three chunks, and its calendar names). Fails when one chunk passes
 * 30 KB gzip (issue 32's budget). Usage: node apps/web/scripts/locale-size.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const budgetBytes = 30 * 1024;
const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const dayjsSource = readFileSync(join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'dayjs-locales.ts'), 'utf8');

const gzipOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const alwaysLoaded = new Set<string>();
(function collect(key: string | undefined) {
  const chunk = key ? manifest[key] : undefined;
  if (!chunk || alwaysLoaded.has(chunk.file)) return;
  alwaysLoaded.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
})(entryKey);

/** A chunk's file and the files it imports that the entry does not already load. */
function filesOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file) || alwaysLoaded.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
}

/** The dayjs file a language's loader imports, read from the loaders' own source. */
function dayjsKeyOf(locale: string): string | undefined {
  const line = dayjsSource.split('\n').find((text) => text.trimStart().startsWith(`${locale}: stock(`));
  const name = line?.match(/dayjs\/locale\/([\w-]+)'/)?.[1];
  return name ? Object.keys(manifest).find((key) => key.endsWith(`dayjs/locale/${name}.js`)) : undefined;
}

const locales = Object.keys(manifest)
  .map((key) => key.match(/src\/shared\/i18n\/bundles\/([\w-]+)\.ts$/)?.[1])
  .filter((locale): locale is string => locale !== undefined)
  .sort();

let over = false;
let largestLogin = 0;
console.log(`${'language'.padEnd(9)}${'login'.padStart(10)}${'dashboard'.padStart(12)}${'largest chunk'.padStart(15)}`);
for (const locale of locales) {
  const loginFiles = filesOf(Object.keys(manifest).find((key) => key.endsWith(`i18n/bundles/${locale}.ts`))!);
  const messageKeys = Object.keys(manifest).filter((key) =>
    new RegExp(`/messages-${locale}-(admin|conversations|screens)-`).test(manifest[key]!.file),
  );
  const dayjsKey = dayjsKeyOf(locale);
  const dashboardFiles = new Set([
    ...messageKeys.flatMap((key) => [...filesOf(key)]),
    ...(dayjsKey ? filesOf(dayjsKey) : []),
  ]);
  const sizes = [...loginFiles, ...dashboardFiles].map((file) => ({ file, gzip: gzipOf(file) }));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0);
  const login = sum(loginFiles);
  const largest = sizes.reduce((top, item) => (item.gzip > top.gzip ? item : top));
  largestLogin = Math.max(largestLogin, login);
  console.log(
    `${locale.padEnd(9)}${kb(login).padStart(10)}${kb(sum(dashboardFiles)).padStart(12)}${kb(largest.gzip).padStart(15)}`,
  );
  if (largest.gzip > budgetBytes) {
    console.error(`  ${largest.file} is over the ${kb(budgetBytes)} budget`);
    over = true;
  }
}
console.log(
  `${locales.length} languages; the largest login chunks ${kb(largestLogin)} gzip; budget per chunk ${kb(budgetBytes)}`,
);
if (over) process.exit(1);
