/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text file of the web app (dist), for the server to
 * send instead of the file to a browser that accepts them (@fastify/static's preCompressed). Compressed once here,
 * at the highest levels, rather than on every request. A copy that would not be smaller is not written.
 * Usage: node apps/web/scripts/precompress.ts [distDir]  (part of `npm run build -w @app/web`)
 */
import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const smallestWorthIt = 1024;

async function precompress(file: string) {
  const content = await readFile(file);
  await Promise.all([`${file}.br`, `${file}.gz`].map((stale) => rm(stale, { force: true })));
  if (content.length < smallestWorthIt) return undefined;
  // zlib's asynchronous calls run on libuv's threads: every core compresses.
  const [brotli, gzipped] = await Promise.all([
    brotliOf(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipOf(content, { level: 9 }),
  ]);
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  return { raw: content.length, brotli: Math.min(brotli.length, content.length) };
}

const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const sizes = (await Promise.all(files.map(precompress))).filter((size) => size !== undefined);
const rawBytes = sizes.reduce((sum, size) => sum + size.raw, 0);
const brotliBytes = sizes.reduce((sum, size) => sum + size.brotli, 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `precompressed ${sizes.length} files: ${mb(rawBytes)} → ${mb(brotliBytes)} with Brotli (and a gzip copy each)`,
);
