/**
 * Issue "The Messenger bot" speed target, on the embedded default (PGlite, simulator in process): customers write to
 * the demo page through the simulator at a fixed rate (it delivers the signed webhooks as Meta would), half of them a
 * message matching a keyword bot and half a button press (postback) answered by a postback bot; for each the time
 * from the webhook delivery to the first Send API message call to that person is measured. The other half,
 * customers inside a three-step flow, waits for the flow engine (not built yet): postbacks stand in for it.
 * Target: p99 < 50 ms at 200 messages/s, with none lost and none answered twice. The simulator's own limits are lifted
 * for the run: this measures our engine, not Meta's quotas. A warm-up of a few seconds at the same rate is not measured.
 * Usage: node scripts/bench/bot-bench.ts [--rate 200] [--seconds 60] [--warmup 5]; TIMELINE=1 prints the delay per second.
 */
import { rmSync } from 'node:fs';
import { createSimulatorClient, type DeliveryRecord, type SimulatedCall } from '@app/meta-sim/client';
import { Agent, request } from 'undici';
import { collector, percentile, startProduct, stop } from './lib.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rate = argument('rate', 200);
const seconds = argument('seconds', 60);
const warmupSeconds = argument('warmup', 5);

// The simulator stands in for Meta: saving its own world to disk is Meta's cost, not ours, and is left out.
const product = await startProduct(3925, { META_SIM_PERSIST: 'false' });
const base = product.url;
const connections = new Agent({ connections: 64 });
const json = async (
  path: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
) => {
  const response = await request(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    dispatcher: connections,
  });
  const text = await response.body.text();
  if (response.statusCode >= 300) throw new Error(`${path} answered ${response.statusCode}: ${text}`);
  return text === '' ? null : JSON.parse(text);
};
const simulator = createSimulatorClient(`${base}/_meta`, {
  transport: async ({ method, url, headers, body }) => {
    const response = await request(url, { method, headers, body, dispatcher: connections });
    return { status: response.statusCode, text: await response.body.text() };
  },
});

const session = await json('/api/auth/owner-login', {
  method: 'POST',
  body: { username: 'demo', password: 'Demo@2026' },
});
const page = session.pages[0];
const asOwner = { authorization: `Bearer ${session.access_token}`, 'page-id': String(page.id) };
await simulator.setLimits({
  page_calls_per_hour: 100_000_000,
  instagram_calls_per_hour: 100_000_000,
  messenger_calls_per_hour: 100_000_000,
  private_replies_per_hour: 100_000_000,
  app_calls_per_hour: 100_000_000,
});
await json('/api/bot/settings', { method: 'POST', headers: asOwner, body: { bot_enabled: true } });
await json('/api/bot/replies', {
  method: 'POST',
  headers: asOwner,
  body: {
    bot_name: 'الأسعار',
    message: 'السعر 25 دولار، والتوصيل مجاني',
    keyword_type: 'contains',
    keywords: ['السعر'],
  },
});
await json('/api/bot/replies', {
  method: 'POST',
  headers: asOwner,
  body: {
    bot_name: 'اطلب الآن',
    message_type: 'buttons',
    message: 'كيف تريد الدفع؟',
    buttons: [{ type: 'postback', title: 'عند الاستلام', payload: 'PAY_CASH' }],
    postback_id: 'ORDER_NOW',
  },
});

const personOf = (index: number) => `7${String(index).padStart(8, '0')}`;

/** Paced injection: message i is sent at start + i / rate, whatever the previous ones are doing. */
async function inject(count: number, firstIndex: number) {
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  let failed = 0;
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const person = firstIndex + index;
    const from = { id: personOf(person), name: `زبون ${person}` };
    const message =
      index % 2 === 0
        ? { page_id: page.page_id, from, text: 'كم السعر؟' }
        : { page_id: page.page_id, from, postback_payload: 'ORDER_NOW', postback_title: 'اطلب' };
    pending.push(
      simulator.sendMessage(message).catch(() => {
        failed++;
      }),
    );
  }
  await Promise.all(pending);
  return { failed, seconds: (performance.now() - started) / 1000 };
}

await inject(rate * warmupSeconds, 50_000_000);
await new Promise((resolve) => setTimeout(resolve, 3000));

type Call = SimulatedCall<{ recipient?: { id?: string }; message?: unknown }>;
type Delivery = Omit<DeliveryRecord, 'payload'> & {
  payload: { entry?: { messaging?: { sender?: { id?: string } }[] }[] };
};
const firstCall = (await simulator.calls(0)).at(-1)?.seq ?? 0;
const firstDelivery = (await simulator.deliveries(0)).at(-1)?.seq ?? 0;
const calls = collector((since) => simulator.calls(since) as Promise<Call[]>, firstCall);
const deliveries = collector((since) => simulator.deliveries(since) as Promise<Delivery[]>, firstDelivery);
// Small polls spread the simulator's serialization cost (it runs on the product's event loop) over the run.
const pollWhileRunning = setInterval(() => void calls.poll().then(() => deliveries.poll()), 250);
const total = rate * seconds;
const { failed: failedInjections, seconds: injectedIn } = await inject(total, 0);

const sendPath = `/v21.0/${page.page_id}/messages`;
const answers = () =>
  calls.items.filter(
    (call) => call.method === 'POST' && call.path === sendPath && call.status === 200 && call.body.message,
  );
const deadline = Date.now() + 60_000;
while (answers().length < total - failedInjections && Date.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 1000));
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(pollWhileRunning);
await calls.poll();
await deliveries.poll();
await stop(product.child);
rmSync(product.dataDir, { recursive: true, force: true });

const measured = new Set(Array.from({ length: total }, (_, index) => personOf(index)));
const deliveredAt = new Map<string, number>();
for (const delivery of deliveries.items) {
  const sender = delivery.payload.entry?.[0]?.messaging?.[0]?.sender?.id;
  if (sender && measured.has(sender) && !deliveredAt.has(sender))
    deliveredAt.set(sender, Date.parse(delivery.created_at));
}
const answeredAt = new Map<string, number[]>();
for (const call of answers()) {
  const recipient = call.body.recipient?.id;
  if (recipient && measured.has(recipient))
    answeredAt.set(recipient, [...(answeredAt.get(recipient) ?? []), Date.parse(call.at)]);
}
const latencies: number[] = [];
let lost = 0;
let doubled = 0;
for (const [person, at] of deliveredAt) {
  const sent = answeredAt.get(person) ?? [];
  if (sent.length === 0) lost++;
  if (sent.length > 1) doubled++;
  if (sent.length > 0) latencies.push(Math.min(...sent) - at);
}
if (process.env.TIMELINE) {
  const bySecond = new Map<number, number[]>();
  const start = Math.min(...deliveredAt.values());
  for (const [person, at] of deliveredAt) {
    const sent = answeredAt.get(person);
    if (!sent?.length) continue;
    const second = Math.floor((at - start) / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), Math.min(...sent) - at]);
  }
  for (const [second, values] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    values.sort((a, b) => a - b);
    console.log(
      `  second ${second}: ${values.length} answered, p50 ${percentile(values, 50)} ms, max ${values.at(-1)} ms`,
    );
  }
}
latencies.sort((a, b) => a - b);
const p50 = percentile(latencies, 50);
const p99 = percentile(latencies, 99);

console.log('\nMessenger bot benchmark (embedded default: PGlite, simulator in process)');
console.log(`  warm-up (not measured)      ${rate * warmupSeconds} messages at ${rate}/s`);
console.log(
  `  injected                    ${total - failedInjections} messages in ${injectedIn.toFixed(1)} s (${((total - failedInjections) / injectedIn).toFixed(0)}/s; target ${rate}/s for ${seconds} s)`,
);
console.log('  mix                         half a keyword message, half a postback button');
console.log('  not measured                the issue’s three-step flow half: the flow engine is not built yet');
console.log(`  webhook → first Send API    p50 ${p50} ms, p99 ${p99} ms (target p99 < 50 ms)`);
console.log(`  messages delivered          ${deliveredAt.size}; unanswered: ${lost}; answered twice: ${doubled}`);
const pass = p99 < 50 && lost === 0 && doubled === 0 && failedInjections === 0 && deliveredAt.size === total;
console.log(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
