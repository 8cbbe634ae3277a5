/**
 * Issue 29's admin home target: `GET /api/admin/home` under 200 ms (p99) with 10 million events counted.
 * The product keeps what the home shows as rollups (daily_counts, one row per business day and counter), so the
 * seed stores what 10 million events leave behind: their daily rollups over two years, plus pages, Instagram
 * accounts, reply campaigns and a share of stored Meta events (some failed) that the home counts where they are.
 * Then 10 concurrent admins ask for the home for 15 s: p99 and the product's CPU per request.
 * Usage: node scripts/bench/admin-home-bench.ts [--events 10000000] [--stored-events 1000000] [--pages 5000]
 *   [--postgres postgres://postgres@127.0.0.1:5432/postgres]: on a fresh PostgreSQL database made (and dropped) there.
 */
import { rmSync } from 'node:fs';
import { request } from 'undici';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { argument, benchDatabase, cpuMeter, productCpuLine, startProduct, stop, runAutocannon } from './lib.ts';

const log = (message: string) => console.log(`[admin-home-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const port = 3937;
const days = 730;

async function seed(dataDir: string, databaseUrl: string | null) {
  const events = argument('events', 10_000_000);
  const storedEvents = argument('stored-events', 1_000_000);
  const pageCount = argument('pages', 5_000);
  const database = await openDatabase(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir: `${dataDir}/db` },
  );
  const started = performance.now();
  // The events' rollups: replies and messages (half each) spread over two years of business days, and revenue.
  const perDayAndKind = Math.floor(events / days / 2);
  await database.executeSql(
    `insert into daily_counts (day, kind, amount)
     select (current_date - d)::date, kind, case when kind = 'revenue' then 250000 else $1::int + (d % 7) end
     from generate_series(0, ${days - 1}) d cross join unnest(array['replies', 'messages', 'revenue']) kind
     on conflict (day, kind) do update set amount = excluded.amount`,
    [perDayAndKind],
  );
  await database.executeSql(
    `insert into pages (meta_page_id, name, expires_at, blocked_at, deleted_at, created_at)
     select 'bench-page-' || g, 'صفحة ' || g,
            case when g % 5 = 0 then now() - interval '1 day' else now() + interval '30 days' end,
            case when g % 50 = 0 then now() end, case when g % 97 = 0 then now() end,
            now() - (g % 400) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [pageCount],
  );
  await database.executeSql(
    `insert into instagram_accounts (meta_account_id, name, username, expires_at, created_at)
     select 'bench-ig-' || g, 'حساب ' || g, 'bench_ig_' || g, now() + interval '30 days', now() - (g % 400) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [Math.floor(pageCount / 2)],
  );
  await database.executeSql(
    `insert into reply_campaigns (page_id, name, meta_post_id, status, settings)
     select p.id, 'حملة ' || k, p.meta_page_id || '_' || k, case when k % 3 = 0 then 'paused' else 'running' end, '{}'::jsonb
     from pages p cross join generate_series(1, 4) k where p.meta_page_id like 'bench-page-%'`,
    [],
  );
  await database.executeSql(
    `insert into webhook_events (natural_key, object, account_id, kind, payload, status, attempts, received_at)
     select 'bench-' || g, 'page', 'bench-page-' || (g % $2::int), 'fb.message', '{"text":"مرحبا"}'::jsonb,
            case when g % 1000 = 0 then 'failed' else 'done' end, 1, now() - (g % ${days}) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [storedEvents, pageCount],
  );
  await database.executeSql('analyze', []);
  await database.close();
  log(
    `seeded the rollups of ${events.toLocaleString('en')} events over ${days} days, ${pageCount} pages, ` +
      `${storedEvents.toLocaleString('en')} stored Meta events in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  const database = await benchDatabase('admin_home_bench');
  // First start: migrations and the demo's admin; then the product stops while the rows are seeded.
  const first = await startProduct(port, { META_SIM_PERSIST: 'false', ...database.env });
  await stop(first.child);
  await seed(first.dataDir, database.url);
  const product = await startProduct(port, { META_SIM_PERSIST: 'false', DATA_DIR: first.dataDir, ...database.env });
  const login = await request(`${product.url}/api/auth/owner-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  const { access_token: token } = (await login.body.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const sample = await request(`${product.url}/api/admin/home`, { headers });
  const stats = (await sample.body.json()) as { replies: { month: number }; pages: { total: number } };
  log(`home: ${stats.pages.total} pages, ${stats.replies.month.toLocaleString('en')} replies this month`);

  const common = { url: product.url, connections: 10, headers };
  await runAutocannon({ ...common, duration: 3, requests: [{ method: 'GET', path: '/api/admin/home' }] });
  const cpu = cpuMeter(product.child, null);
  cpu.start();
  const result = await runAutocannon({
    ...common,
    duration: 15,
    requests: [{ method: 'GET', path: '/api/admin/home' }],
  });
  const used = cpu.stop();
  const failed = result.non2xx + result.errors;
  log(
    `GET /api/admin/home: ${result.requests.total} requests, ${result.requests.average}/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`,
  );
  console.log(productCpuLine('request', used, result.requests.total, 15, database.url ? 'postgres' : 'pglite'));
  await stop(product.child);
  rmSync(first.dataDir, { recursive: true, force: true });
  await database.drop();
  const ok = result.latency.p99 < 200 && failed === 0;
  log(ok ? 'PASS (p99 < 200 ms)' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
}

await main();
process.exit();
