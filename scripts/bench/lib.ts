import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function sign(body: string, secret: string) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function waitForHealth(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

/** The product on its embedded defaults (PGlite in a fresh DATA_DIR), in its own process like `npm start`. */
export async function startProduct(
  port: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; dataDir: string; url: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-bench-'));
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PRODUCT_NODE_FLAGS ? process.env.PRODUCT_NODE_FLAGS.split(' ') : []),
      path.join(root, 'apps/server/src/main.ts'),
    ],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', process.env.PRODUCT_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  // A benchmark that fails half-way must not leave the product running.
  process.once('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`);
  return { child, dataDir, url };
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Every record after `since`, page by page. */
export async function fetchAll<T extends { seq: number }>(
  read: (since: number) => Promise<T[]>,
  since: number,
): Promise<T[]> {
  const all: T[] = [];
  let cursor = since;
  for (;;) {
    const page = await read(cursor);
    if (page.length === 0) return all;
    all.push(...page);
    cursor = page.at(-1)!.seq;
  }
}

/** The simulator keeps only its latest 20,000 calls and deliveries: they are collected four times a second as the run goes. */
export function collector<T extends { seq: number }>(read: (since: number) => Promise<T[]>, since: number) {
  const items: T[] = [];
  let cursor = since;
  let running: Promise<void> | null = null;
  return {
    items,
    poll(): Promise<void> {
      running ??= fetchAll(read, cursor)
        .then((fresh) => {
          items.push(...fresh);
          cursor = fresh.at(-1)?.seq ?? cursor;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
