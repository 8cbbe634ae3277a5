/**
 * The customer web view's JavaScript (dist/order-form, built by vite.order-form.config.ts) with gzip sizes. A customer
 * loads the page's own script and, in a language other than Arabic or English, that language's strings: the budget
 * (issue 30's 60 KB for the page opened inside Messenger) is checked on the page's script plus the largest language
 * file, the most any customer loads. The sum of every file is printed too.
 * Usage: node apps/web/scripts/web-view-size.ts [distDir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 60 * 1024;
const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const assetsDir = join(distDir, 'order-form', 'assets');
const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
if (files.length === 0) throw new Error(`No web view JavaScript in ${assetsDir}: run npm run build -w @app/web first`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryPattern = /^index-[\w-]+\.js$/;
let total = 0;
let entry = 0;
let largestLanguage = { file: '', gzip: 0 };
for (const file of files) {
  const bytes = readFileSync(join(assetsDir, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  total += gzip;
  if (entryPattern.test(file)) entry += gzip;
  else if (gzip > largestLanguage.gzip) largestLanguage = { file, gzip };
  console.log(`order-form/assets/${file}  ${kb(bytes.length).padStart(10)}  ${kb(gzip).padStart(10)} gzip`);
}
if (entry === 0) throw new Error(`No index-*.js (the web view's own script) in ${assetsDir}`);
const mostLoaded = entry + largestLanguage.gzip;
console.log(`every file together: ${kb(total)} gzip (${files.length} files; a customer loads at most two of them)`);
console.log(
  `web view JavaScript a customer loads: ${kb(mostLoaded)} gzip at most (the page ${kb(entry)}` +
    (largestLanguage.file ? ` + the largest language file ${largestLanguage.file} ${kb(largestLanguage.gzip)}` : '') +
    `; budget ${kb(budgetBytes)})`,
);
if (mostLoaded > budgetBytes) {
  console.error(`Over budget by ${kb(mostLoaded - budgetBytes)}`);
  process.exit(1);
}
