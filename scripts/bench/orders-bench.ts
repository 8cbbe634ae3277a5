/**
 * Issue 30's order target: 100 order submissions a second for 60 s through the web view's endpoint
 * (`POST /api/order-form/:token`), on the embedded default (PGlite) or PostgreSQL. Seeds the demo's fashion page
 * with a web-view domain, two products and order links (one per customer), then sends at a fixed rate (open loop:
 * a slow answer does not slow the sending), each order with its own submission key; every 50th order is sent twice
 * at the same moment, as a customer's double tap would. Afterwards: every order sent is stored, each exactly once.
 * Target: p99 under 100 ms. Prints the product's CPU per request.
 * Usage: node scripts/bench/orders-bench.ts [--rate 100] [--seconds 60] [--customers 500]
 *   [--postgres postgres://postgres@127.0.0.1:5432/postgres]: on a fresh PostgreSQL database made (and dropped) there.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Agent, request } from 'undici';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { argument, benchDatabase, cpuMeter, percentile, productCpuLine, startProduct, stop } from './lib.ts';
import { seedSellingPage } from './order-seed.ts';

const log = (message: string) => console.log(`[orders-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const port = 3938;
const rate = argument('rate', 100);
const seconds = argument('seconds', 60);
const customers = argument('customers', 500);
const encryptionKey = randomBytes(32);

async function storedOrders(dataDir: string, databaseUrl: string | null) {
  const database = await openDatabase(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir: `${dataDir}/db` },
  );
  const { rows } = await database.executeSql(
    'select count(*)::int as requests, count(distinct submission_key)::int as keys from order_requests',
    [],
  );
  await database.close();
  return rows[0] as { requests: number; keys: number };
}

const database = await benchDatabase('orders_bench');
const env = { META_SIM_PERSIST: 'false', ENCRYPTION_KEY: encryptionKey.toString('base64'), ...database.env };
const first = await startProduct(port, env);
await stop(first.child);
const { items, tokens } = await seedSellingPage(first.dataDir, database.url, encryptionKey, customers);
const product = await startProduct(port, { ...env, DATA_DIR: first.dataDir });
const agent = new Agent({ connections: 256, pipelining: 1 });

/** A customer's answers to the form the web view shows (the page's order form, or the default one). */
async function answersToTheForm(token: string): Promise<Record<string, string>> {
  const response = await request(`${product.url}/api/order-form/${token}`, { dispatcher: agent });
  const form = (await response.body.json()) as {
    fields: Array<{ name: string; type: string; options: string[] }>;
  };
  const answerFor = (field: { name: string; type: string; options: string[] }) => {
    if (field.type === 'select') return field.options[0] ?? '';
    if (field.type === 'email') return 'sara@example.com';
    if (field.type === 'number') return '2';
    if (field.type === 'date') return '2026-12-20';
    if (/phone|mobile|tel/i.test(field.name)) return '+963944123456';
    return field.type === 'textarea' ? 'دمشق، المزة، شارع الجلاء' : 'سارة حداد';
  };
  return Object.fromEntries(form.fields.map((field) => [field.name, answerFor(field)]));
}
const answers = await answersToTheForm(tokens[0]!);
let sequence = 0;
const accepted = new Set<string>();
let failed = 0;

async function submit(token: string, key: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await request(`${product.url}/api/order-form/${token}`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', locale: 'ar' },
      body: JSON.stringify({
        submission_key: key,
        items: [
          { id: items[0]!, quantity: 1 + (sequence % 3) },
          { id: items[1]!, quantity: 1 },
        ],
        answers,
      }),
    });
    const text = await response.body.text();
    if (response.statusCode === 200) accepted.add(key);
    else if (failed++ < 3) log(`refused: ${response.statusCode} ${text.slice(0, 300)}`);
  } catch (error) {
    if (failed++ < 3) log(`failed: ${String(error)}`);
  }
  return performance.now() - started;
}

/** Sends `rate` orders a second for `duration` seconds on a fixed schedule; answers their latencies. */
async function run(duration: number, keyPrefix: string) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const total = duration * rate;
  const start = performance.now();
  let doubles = 0;
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sequence++;
    const token = tokens[index % tokens.length]!;
    const key = `${keyPrefix}-${index}-${randomBytes(9).toString('base64url')}`;
    const sends = index % 50 === 49 ? 2 : 1;
    if (sends === 2) doubles++;
    for (let send = 0; send < sends; send++)
      pending.push(submit(token, key).then((milliseconds) => void latencies.push(milliseconds)));
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), sent: total, doubles };
}

await run(3, 'warm');
const cpu = cpuMeter(product.child, null);
cpu.start();
const measured = await run(seconds, 'bench');
const used = cpu.stop();
await stop(product.child);
const stored = await storedOrders(first.dataDir, database.url);
await database.drop();
rmSync(first.dataDir, { recursive: true, force: true });

const sentKeys = 3 * rate + measured.sent;
const load = loadavg()[0]!.toFixed(1);
const { latencies } = measured;
log(
  `${measured.sent} orders in ${seconds} s (${rate}/s), ${measured.doubles} of them sent twice at once; ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
    `max ${latencies.at(-1)!.toFixed(1)} ms, ${failed} failed (load average ${load} on ${cpus().length} cores)`,
);
log(
  `stored ${stored.requests} requests for ${sentKeys} orders sent (warm-up included), ${accepted.size} answered 200; ` +
    `${stored.requests === stored.keys ? 'each submission key once' : 'A KEY STORED TWICE'}`,
);
console.log(productCpuLine('order', used, latencies.length, seconds, database.url ? 'postgres' : 'pglite'));
const p99 = percentile(latencies, 99);
const ok = p99 < 100 && failed === 0 && stored.requests === sentKeys && stored.keys === stored.requests;
console.log(ok ? 'target met: p99 under 100 ms, none lost, double submits stored once' : 'TARGET MISSED');
process.exit(ok ? 0 : 1);
