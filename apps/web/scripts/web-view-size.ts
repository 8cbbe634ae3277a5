/**
 * The customer web view's JavaScript (dist/order-form, built by vite.order-form.config.ts) with gzip sizes: fails
 * over 60 KB (issue 30's budget for the page a customer opens inside Messenger).
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
let total = 0;
for (const file of files) {
  const bytes = readFileSync(join(assetsDir, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  total += gzip;
  console.log(`order-form/assets/${file}  ${kb(bytes.length).padStart(10)}  ${kb(gzip).padStart(10)} gzip`);
}
console.log(`web view JavaScript: ${kb(total)} gzip (budget ${kb(budgetBytes)})`);
if (total > budgetBytes) {
  console.error(`Over budget by ${kb(total - budgetBytes)}`);
  process.exit(1);
}
