import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulatorClient } from '@app/meta-sim/client';
import autocannon from 'autocannon';
import pg from 'pg';
import { Agent, request } from 'undici';

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
      // The demo's accounts and pages without its seeded life: the campaign, bot and customers it makes in the
      // background would run beside the measured traffic.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO_LIFE: 'false',
        ...env,
      },
      stdio: ['ignore', process.env.PRODUCT_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  // A benchmark that fails half-way must not leave the product running.
  process.once('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`);
  return { child, dataDir, url };
}

/**
 * With `--postgres <admin url>`, a fresh PostgreSQL database for the run, made there and dropped after; without it,
 * the embedded PGlite (nothing to make).
 */
export async function benchDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; url: string | null; drop(): Promise<void> }> {
  const index = process.argv.indexOf('--postgres');
  const adminUrl = index > 0 ? process.argv[index + 1]! : null;
  if (!adminUrl) return { env: {}, url: null, drop: async () => undefined };
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The product on its embedded defaults with the simulator standing in for Meta in its own process (as Meta is), so
 * that the product's CPU figure is its own. `--simulator inside` runs the simulator inside the product instead, as
 * `npm start` does (for comparing with figures measured that way).
 */
export async function startProductAndSimulator(
  port: number,
  env: Record<string, string> = {},
): Promise<{
  product: Awaited<ReturnType<typeof startProduct>>;
  simulatorUrl: string;
  simulator: ChildProcess | null;
}> {
  // The simulator stands in for Meta: saving its own world to disk is Meta's cost, not ours, and is left out.
  if (process.argv.includes('--simulator') && process.argv[process.argv.indexOf('--simulator') + 1] === 'inside') {
    const product = await startProduct(port, { META_SIM_PERSIST: 'false', ...env });
    return { product, simulatorUrl: `${product.url}/_meta`, simulator: null };
  }
  const simulatorPort = port + 1000;
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const appSecret = 'benchmark-app-secret';
  const simulator = spawn(process.execPath, [path.join(root, 'packages/meta-sim/src/standalone.ts')], {
    env: {
      ...process.env,
      SIM_PORT: String(simulatorPort),
      SIM_HOST: '127.0.0.1',
      SIM_PUBLIC_URL: simulatorUrl,
      SIM_APP_ID: 'simulator-app',
      SIM_APP_SECRET: appSecret,
      SIM_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/meta`,
      SIM_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => simulator.kill());
  await waitForHealth(`${simulatorUrl}/_sim/app`);
  const product = await startProduct(port, { META_SIMULATOR_URL: simulatorUrl, META_APP_SECRET: appSecret, ...env });
  return { product, simulatorUrl, simulator };
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

/** A numeric `--name value` of the command line, or the fallback. */
export function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/**
 * The load generator's HTTP to the product and its simulator. It shares the machine's two cores with the product:
 * undici's request() costs a third of what fetch() does per call, which leaves that CPU to the product under test.
 */
export function benchClients(base: string, simulatorUrl = `${base}/_meta`, connections = 64) {
  const dispatcher = new Agent({ connections });
  /** A JSON call (a body is sent as JSON); a status of 300 or more throws with the answer. */
  async function json<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- each bench reads its own answers
    path: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const response = await request(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      dispatcher,
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw new Error(`${path} answered ${response.statusCode}: ${text}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  }
  const simulator = createSimulatorClient(simulatorUrl, {
    transport: async ({ method, url, headers, body }) => {
      const response = await request(url, { method, headers, body, dispatcher });
      return { status: response.statusCode, text: await response.body.text() };
    },
  });
  return { dispatcher, json, simulator };
}

/** The simulator's own quotas (Meta's) lifted: a benchmark measures our engine, not Meta's limits. */
export function liftSimulatorLimits(simulator: ReturnType<typeof benchClients>['simulator']) {
  return simulator.setLimits({
    page_calls_per_hour: 100_000_000,
    instagram_calls_per_hour: 100_000_000,
    messenger_calls_per_hour: 100_000_000,
    private_replies_per_hour: 100_000_000,
    app_calls_per_hour: 100_000_000,
  });
}

/**
 * CPU time a process (the product: HTTP, engine, database thread, and the simulator when it runs inside) has used
 * so far: unlike latency on a shared two-core machine, CPU per event compares runs made on different days.
 */
export function productCpuSeconds(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The lines each benchmark prints with productCpuSeconds: the CPU per event, and how much of one core it kept busy,
 * for the product and for the simulator when it runs in its own process.
 */
export function productCpuLine(
  perWhat: string,
  cpu: { product: number; simulator: number | null },
  events: number,
  seconds: number,
  database: 'pglite' | 'postgres' = 'pglite',
): string {
  const line = (who: string, cpuSeconds: number, what: string) =>
    `  ${`${who} CPU per ${perWhat}`.padEnd(28)}${((cpuSeconds * 1000) / events).toFixed(2)} ms (${what}; ` +
    `${((cpuSeconds / seconds) * 100).toFixed(0)}% of one core)`;
  const databasePart = database === 'postgres' ? 'PostgreSQL apart' : 'incl. its embedded database thread';
  if (cpu.simulator === null) return line('product', cpu.product, `product process ${databasePart}, simulator inside`);
  return [
    line('product', cpu.product, `product process ${databasePart}; simulator apart`),
    line('simulator', cpu.simulator, 'Meta standing in, its own process, not ours'),
  ].join('\n');
}

/** CPU of the product, and of the simulator when apart, between `start()` and `stop()`. */
export function cpuMeter(product: ChildProcess, simulator: ChildProcess | null) {
  const read = () => ({
    product: productCpuSeconds(product),
    simulator: simulator ? productCpuSeconds(simulator) : null,
  });
  let before = read();
  return {
    start() {
      before = read();
    },
    stop() {
      const after = read();
      return {
        product: after.product - before.product,
        simulator: after.simulator === null || before.simulator === null ? null : after.simulator - before.simulator,
      };
    },
  };
}

/** One autocannon run, awaited. */
export function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
