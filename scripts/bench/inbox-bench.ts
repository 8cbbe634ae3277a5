/**
 * Issue "Conversations" speed targets, on the embedded default (PGlite, simulator in process).
 * Default: 100 incoming messages a second for 60 s through the simulator (Meta's webhooks to the product), with
 * the demo seller's inbox open on `GET /api/inbox/events`: from the simulator sending each message to its `message`
 * event on the stream, p99 under 300 ms, none lost.
 * --list: 100,000 conversations and 1,000,000 messages seeded in SQL, then the conversations list and a thread
 * (random conversations) at 50 concurrent requests: p99 under 50 ms each.
 * Usage: node scripts/bench/inbox-bench.ts [--rate 100] [--seconds 60] | --list [--conversations 100000]
 *   [--postgres postgres://postgres@127.0.0.1:5432/postgres]: on a fresh PostgreSQL database made (and dropped) there.
 */
import { rmSync } from 'node:fs';
import { createSimulatorClient } from '@app/meta-sim/client';
import { Agent, request } from 'undici';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { benchDatabase, percentile, startProduct, stop, runAutocannon } from './lib.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const listMode = process.argv.includes('--list');
const log = (message: string) => console.log(`[inbox-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const port = 3931;

const connections = new Agent({ connections: 32 });

async function login(base: string) {
  const response = await request(`${base}/api/auth/owner-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
    dispatcher: connections,
  });
  return (await response.body.json()) as { access_token: string; pages: { id: number; page_id: string }[] };
}

/** Reads the event stream as the web app does; calls `onMessage` with each message event's text. */
async function openStream(base: string, token: string, onMessage: (text: string) => void) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/inbox/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`the event stream answered ${response.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: message')) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { message: { text: string | null } };
          if (data.message.text) onMessage(data.message.text);
        }
      }
    } catch {
      // Closed.
    }
  })();
  return async () => {
    abort.abort();
    await reading;
  };
}

async function realtimeRun() {
  const rate = argument('rate', 100);
  const seconds = argument('seconds', 60);
  const product = await startProduct(port, { META_SIM_PERSIST: 'false' });
  const base = product.url;
  const simulator = createSimulatorClient(`${base}/_meta`, {
    transport: async ({ method, url, headers, body }) => {
      const response = await request(url, { method, headers, body, dispatcher: connections });
      return { status: response.statusCode, text: await response.body.text() };
    },
  });
  const session = await login(base);
  const page = session.pages[0]!;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const close = await openStream(base, session.access_token, (text) => {
    const started = sentAt.get(text);
    if (started === undefined) return;
    sentAt.delete(text);
    latencies.push(performance.now() - started);
  });
  log(`stream open; sending ${rate}/s for ${seconds} s`);
  const total = rate * seconds;
  const begin = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let index = 0; index < total; index++) {
    const due = begin + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `رسالة الاختبار ${index}`;
    sentAt.set(text, performance.now());
    sends.push(
      simulator.sendMessage({
        page_id: page.page_id,
        from: { id: `77${index % 500}`, name: `زبون ${index % 500}` },
        text,
      }),
    );
  }
  await Promise.all(sends);
  const deadline = Date.now() + 10_000;
  while (sentAt.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await close();
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  log(
    `${total} sent, ${latencies.length} received, ${sentAt.size} lost; webhook to event p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  await stop(product.child);
  rmSync(product.dataDir, { recursive: true, force: true });
  const ok = sentAt.size === 0 && p99 < 300;
  log(ok ? 'PASS (p99 < 300 ms, none lost)' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
}

/** 100,000 conversations on the demo seller's first page, 10 messages each, in a few set-based statements. */
async function seed(dataDir: string, databaseUrl: string | null, pageId: number, conversations: number) {
  const database = await openDatabase(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir: `${dataDir}/db` },
  );
  const started = performance.now();
  await database.executeSql(
    `insert into subscribers (channel, page_id, meta_user_id, name, source, first_interaction_at, last_interaction_at, last_incoming_at, unread_count)
     select 'messenger', $1, 'bench-' || g, 'زبون ' || g, 'message', now() - g * interval '1 minute',
            now() - g * interval '1 second', now() - g * interval '1 second', g % 3
     from generate_series(1, $2::int) g`,
    [pageId, conversations],
  );
  await database.executeSql(
    `insert into inbox_messages (subscriber_id, direction, kind, author, text, status, occurred_at)
     select s.id, case when k % 2 = 0 then 'out' else 'in' end, 'text', case when k % 2 = 0 then 'agent' else 'customer' end,
            'رسالة رقم ' || k || ' عن السعر والتوصيل', case when k % 2 = 0 then 'sent' end,
            s.last_interaction_at - (10 - k) * interval '1 second'
     from subscribers s cross join generate_series(1, 10) k where s.page_id = $1 and s.meta_user_id like 'bench-%'`,
    [pageId],
  );
  await database.executeSql(
    `update subscribers s set last_message_id = m.last from
       (select subscriber_id, max(id) as last from inbox_messages group by subscriber_id) m
     where m.subscriber_id = s.id and s.page_id = $1`,
    [pageId],
  );
  await database.executeSql('analyze', []);
  const { rows } = await database.executeSql(
    `select min(id) as low, max(id) as high from subscribers where page_id = $1 and meta_user_id like 'bench-%'`,
    [pageId],
  );
  await database.close();
  log(
    `seeded ${conversations} conversations and ${conversations * 10} messages in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { low: Number(rows[0]!.low), high: Number(rows[0]!.high) };
}

async function listRun() {
  const conversations = argument('conversations', 100_000);
  // First start: the demo seller and its linked pages; then the product stops while the rows are seeded.
  const database = await benchDatabase('inbox_bench');
  const first = await startProduct(port, { META_SIM_PERSIST: 'false', ...database.env });
  const page = (await login(first.url)).pages[0]!;
  await stop(first.child);
  const ids = await seed(first.dataDir, database.url, page.id, conversations);
  const product = await startProduct(port, { META_SIM_PERSIST: 'false', DATA_DIR: first.dataDir, ...database.env });
  const session = await login(product.url);
  const headers = { authorization: `Bearer ${session.access_token}`, 'page-id': String(page.id) };
  const randomId = () => ids.low + Math.floor(Math.random() * (ids.high - ids.low + 1));
  const common = { url: product.url, connections: 50, duration: 15, headers };
  await runAutocannon({
    ...common,
    duration: 3,
    requests: [{ method: 'GET', path: '/api/inbox/conversations?limit=30' }],
  });
  const list = await runAutocannon({
    ...common,
    requests: [{ method: 'GET', path: '/api/inbox/conversations?limit=30' }],
  });
  const thread = await runAutocannon({
    ...common,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/inbox/conversations/${randomId()}` }) }],
  });
  let ok = true;
  for (const [name, result] of [
    ['list', list],
    ['thread', thread],
  ] as const) {
    const failed = result.non2xx + result.errors;
    log(
      `${name}: ${result.requests.total} requests, ${result.requests.average}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`,
    );
    if (result.latency.p99 >= 50 || failed > 0) ok = false;
  }
  await stop(product.child);
  rmSync(first.dataDir, { recursive: true, force: true });
  rmSync(product.dataDir, { recursive: true, force: true });
  await database.drop();
  log(ok ? 'PASS (p99 < 50 ms)' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
}

await (listMode ? listRun() : realtimeRun());
process.exit();
