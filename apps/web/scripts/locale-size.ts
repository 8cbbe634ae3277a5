/**
 * Each interface language's chunks in the built app (its messages, Ant Design's strings, its calendar names) with
 * gzip sizes: what choosing the language loads on the login page and what the dashboard adds. Fails when one
 * chunk passes 30 KB gzip (issue 32's budget). Usage: node apps/web/scripts/locale-size.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string };
type Manifest = Record<string, ManifestChunk>;

const budgetBytes = 30 * 1024;
const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const antdSource = readFileSync(join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'antd-locales.ts'), 'utf8');
const dayjsSource = readFileSync(join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'dayjs-locales.ts'), 'utf8');

const gzipOf = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Languages whose loader adapts a pack instead of taking it as it is (antd-locales.ts, dayjs-locales.ts).
const adaptedPacks: Record<string, string> = {
  'antd/es/locale:ar': 'ar_EG',
  'antd/es/locale:sr': 'sr_RS',
  'antd/es/locale:sw': 'en_US',
  'antd/es/locale:am': 'en_US',
  'antd/es/locale:so': 'en_US',
  'antd/es/locale:ckb': 'en_US',
  'dayjs/locale:ar': 'ar',
};

/** The package file a language's loader imports, read from the loaders' own source. */
function packOf(source: string, locale: string, folder: string): string | undefined {
  const line = source.split('\n').find((text) => text.trimStart().startsWith(`${locale}: stock(`));
  const name = line?.match(new RegExp(`${folder}/([\\w-]+)'`))?.[1] ?? adaptedPacks[`${folder}:${locale}`];
  return name ? `${folder}/${name}.js` : undefined;
}

const locales = [
  ...new Set(
    Object.keys(manifest)
      .map((key) => key.match(/src\/shared\/i18n\/locales\/([\w-]+)\/common\.json$/)?.[1])
      .filter((locale): locale is string => locale !== undefined),
  ),
].sort();

let over = false;
let largestLogin = 0;
console.log(`${'language'.padEnd(9)}${'login'.padStart(10)}${'dashboard'.padStart(12)}${'largest chunk'.padStart(15)}`);
for (const locale of locales) {
  const messageChunks = Object.entries(manifest).filter(([key]) => key.includes(`src/shared/i18n/locales/${locale}/`));
  const common = messageChunks.find(([key]) => key.endsWith('/common.json'))!;
  const antdPack = packOf(antdSource, locale, 'antd/es/locale');
  const dayjsPack = packOf(dayjsSource, locale, 'dayjs/locale');
  const antdChunk = antdPack ? Object.entries(manifest).find(([key]) => key.endsWith(antdPack)) : undefined;
  const dayjsChunk = dayjsPack ? Object.entries(manifest).find(([key]) => key.endsWith(dayjsPack)) : undefined;
  const login = gzipOf(common[1].file) + (antdChunk ? gzipOf(antdChunk[1].file) : 0);
  const dashboardChunks = messageChunks.filter(([key]) => !key.endsWith('/common.json'));
  const dashboard =
    dashboardChunks.reduce((sum, [, chunk]) => sum + gzipOf(chunk.file), 0) +
    (dayjsChunk ? gzipOf(dayjsChunk[1].file) : 0);
  const sizes = [...messageChunks, ...(antdChunk ? [antdChunk] : []), ...(dayjsChunk ? [dayjsChunk] : [])].map(
    ([key, chunk]) => ({ key, gzip: gzipOf(chunk.file) }),
  );
  const largest = sizes.reduce((top, item) => (item.gzip > top.gzip ? item : top));
  largestLogin = Math.max(largestLogin, login);
  console.log(
    `${locale.padEnd(9)}${kb(login).padStart(10)}${kb(dashboard).padStart(12)}${kb(largest.gzip).padStart(15)}`,
  );
  if (largest.gzip > budgetBytes) {
    console.error(`  ${largest.key} is over the ${kb(budgetBytes)} budget`);
    over = true;
  }
}
console.log(
  `${locales.length} languages; the largest login chunks ${kb(largestLogin)} gzip; budget per chunk ${kb(budgetBytes)}`,
);
if (over) process.exit(1);
