/**
 * The server's CPU per request for the web app's built files, as a fresh browser asks for them (no cache, Brotli
 * accepted): the product on its embedded default with the built web app (run `npm run build -w @app/web` first),
 * --rounds rounds of the first --files `.js` and `.css` files of `apps/web/dist/assets`, each round all at once.
 * Prints the product's CPU per request and the requests' p50 and p99.
 * Usage: node scripts/bench/web-files-bench.ts [--files 100] [--rounds 30]
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { argument, percentile, productCpuSeconds, root, startProduct, stop } from './lib.ts';

const files = argument('files', 100);
const rounds = argument('rounds', 30);
const webDistDir = path.join(root, 'apps/web/dist');
const names = readdirSync(path.join(webDistDir, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .slice(0, files);
if (names.length === 0) throw new Error('apps/web/dist/assets is empty: run `npm run build -w @app/web` first');

const product = await startProduct(3938, { WEB_DIST_DIR: webDistDir, META_SIM_PERSIST: 'false' });
const fetchAll = (timings: number[]) =>
  Promise.all(
    names.map(async (name) => {
      const started = performance.now();
      const response = await fetch(`${product.url}/assets/${name}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/assets/${name} answered ${response.status}`);
      timings.push(performance.now() - started);
    }),
  );
try {
  await fetchAll([]);
  const timings: number[] = [];
  const cpuBefore = productCpuSeconds(product.child);
  for (let round = 0; round < rounds; round++) await fetchAll(timings);
  const cpu = productCpuSeconds(product.child) - cpuBefore;
  timings.sort((a, b) => a - b);
  console.log(`web files: ${timings.length} requests for ${names.length} built files, ${rounds} rounds`);
  console.log(`  product CPU per request    ${((cpu * 1000) / timings.length).toFixed(2)} ms`);
  console.log(`  p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`);
} finally {
  await stop(product.child);
}
