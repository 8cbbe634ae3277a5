/**
 * Lists every JS file the /auth/login route loads (entry, its static imports, the login route's lazy
 * chunk with its imports, and the Arabic locale chunk) with gzip sizes, and fails over the budget.
 * Usage: node apps/web/scripts/bundle-report.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const budgetBytes = 250 * 1024;
const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function keyEndingWith(suffix: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
  return key;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

const roots = [
  entryKey,
  keyEndingWith('src/features/auth/routes/login-route.tsx'),
  keyEndingWith('src/shared/i18n/bundles/ar.ts'),
];
const files = new Set<string>();

function collect(key: string): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
roots.forEach(collect);

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(distDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.file.length));
for (const row of rows)
  console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)} gzip`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `${'total for /auth/login'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)} gzip (budget ${kb(budgetBytes)})`,
);

if (total > budgetBytes) {
  console.error(`Over budget by ${kb(total - budgetBytes)}`);
  process.exit(1);
}
