/**
 * Issue "Publishing and scheduling" speed target, on the embedded default (PGlite, simulator in process, its rate
 * limits left on): 1,000 text posts over 50 pages, all due within the same minute, saved ahead through the API as a
 * seller would. For each post, lateness is the time from its due instant to Meta's answer to the publishing call
 * (the simulator's call log). Target: p99 under 1 s, none lost, none published twice, and no throttling error
 * reaching a post (every post ends published).
 * Usage: node scripts/bench/publish-bench.ts [--posts 1000] [--pages 50] [--burst 0]
 *   --burst N: N of the posts are due at the very same instant (the minute's first second), the rest spread over it.
 */
import { rmSync } from 'node:fs';
import { createSimulatorClient, type SimulatedCall } from '@app/meta-sim/client';
import { Agent, request } from 'undici';
import { collector, percentile, startProduct, stop } from './lib.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const postCount = argument('posts', 1000);
const pageCount = argument('pages', 50);
const burst = argument('burst', 0);
const log = (message: string) => console.log(`[publish-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const port = 3927;
// Meta's dialog hands the code back to the address the product names itself by.
const product = await startProduct(port, { META_SIM_PERSIST: 'false', APP_URL: `http://127.0.0.1:${port}` });
const base = product.url;
const connections = new Agent({ connections: 32 });
type Json = Record<string, unknown> & { [key: string]: never | unknown };
async function api<T = Json>(
  path: string,
  init: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    dispatcher: connections,
  });
  const text = await response.body.text();
  if (response.statusCode >= 300) throw new Error(`${path} answered ${response.statusCode}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
const simulator = createSimulatorClient(`${base}/_meta`, {
  transport: async ({ method, url, headers, body }) => {
    const response = await request(url, { method, headers, body, dispatcher: connections });
    return { status: response.statusCode, text: await response.body.text() };
  },
});

// A seller with 50 pages, linked through Meta's login dialog (the simulator's) as the browser would.
const seller = await simulator.createUser({ name: 'Bench Seller' });
const simPages = [];
for (let index = 0; index < pageCount; index++)
  simPages.push(await simulator.createPage({ owner_user_id: seller.id, name: `متجر ${index + 1}` }));
const { state } = await api<{ state: string }>('/api/auth/facebook/dialog?instagram=no');
const { code } = await simulator.oauthCode({ user_id: seller.id, redirect_uri: `${base}/auth/facebook/callback` });
const session = await api<{ access_token: string; pages: { id: number; page_id: string }[] }>('/api/auth/login-code', {
  method: 'POST',
  body: { code, state, instagram: 'no' },
});
const pages = session.pages.filter((page) => simPages.some((simPage) => simPage.id === page.page_id));
if (pages.length !== pageCount) throw new Error(`linked ${pages.length} of ${pageCount} pages`);
log(`${pageCount} pages linked`);

// Due minute: the first whole minute that leaves time to save every post first.
const savingBudgetMs = Math.max(60_000, postCount * 60);
const minuteStart = Math.ceil((Date.now() + savingBudgetMs) / 60_000) * 60_000;
const dueOf = (index: number) =>
  index < burst ? minuteStart : minuteStart + Math.floor(((index - burst) * 59_000) / Math.max(1, postCount - burst));
const markerOf = (index: number) => `#عرض_${index}`;

const savingStarted = performance.now();
let next = 0;
const postIds = new Map<number, number>();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < postCount) {
      const index = next++;
      const page = pages[index % pages.length]!;
      const saved = await api<{ post: { id: number } }>('/api/posts', {
        method: 'POST',
        token: session.access_token,
        body: {
          network: 'facebook',
          type: 'message',
          message: `تخفيضات نهاية الأسبوع على كل القطع ${markerOf(index)}`,
          pages: [page.id],
          schedule_type: 'scheduled',
          schedule_time: new Date(dueOf(index)).toISOString(),
        },
      });
      postIds.set(index, saved.post.id);
    }
  }),
);
const savingSeconds = (performance.now() - savingStarted) / 1000;
if (Date.now() > minuteStart - 5_000) throw new Error(`saving took ${savingSeconds.toFixed(1)} s: past the due minute`);
log(`${postCount} posts saved in ${savingSeconds.toFixed(1)} s; due from ${new Date(minuteStart).toISOString()}`);

type Call = SimulatedCall<{ message?: string }>;
const firstCall = await simulator.lastCallSeq();
const calls = collector((since) => simulator.calls(since) as Promise<Call[]>, firstCall);
const polling = setInterval(() => void calls.poll(), 250);
await new Promise((resolve) => setTimeout(resolve, minuteStart + 60_000 - Date.now()));

// Settled: every post's targets are done (published or failed), or 60 s after the minute.
const deadline = Date.now() + 60_000;
type Listed = { posts: { id: number; status: string; targets: { status: string; error: unknown }[] }[]; total: number };
let finalStatuses: Map<number, string>;
for (;;) {
  finalStatuses = new Map();
  for (let page = 1; ; page++) {
    const listed = await api<Listed>(`/api/posts?network=facebook&limit=100&page=${page}`, {
      token: session.access_token,
    });
    for (const post of listed.posts) finalStatuses.set(post.id, post.status);
    if (listed.posts.length < 100) break;
  }
  const waiting = [...finalStatuses.values()].filter((status) => status === 'scheduled' || status === 'publishing');
  if (waiting.length === 0 || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
clearInterval(polling);
await calls.poll();
await stop(product.child);
rmSync(product.dataDir, { recursive: true, force: true });

const answeredAt = new Map<number, number[]>();
let throttled = 0;
for (const call of calls.items) {
  if (call.method !== 'POST' || !/\/feed$/.test(call.path)) continue;
  if (call.status !== 200) {
    throttled += 1;
    continue;
  }
  const marker = /#عرض_(\d+)/.exec(call.body.message ?? '');
  if (!marker) continue;
  const index = Number(marker[1]);
  answeredAt.set(index, [...(answeredAt.get(index) ?? []), Date.parse(call.at)]);
}
const lateness: number[] = [];
let lost = 0;
let doubled = 0;
for (let index = 0; index < postCount; index++) {
  const answers = answeredAt.get(index) ?? [];
  if (answers.length === 0) lost += 1;
  if (answers.length > 1) doubled += 1;
  if (answers.length > 0) lateness.push(Math.min(...answers) - dueOf(index));
}
lateness.sort((a, b) => a - b);
const notPublished = [...finalStatuses.values()].filter((status) => status !== 'published').length;
const p50 = percentile(lateness, 50);
const p99 = percentile(lateness, 99);
const pass = p99 < 1000 && lost === 0 && doubled === 0 && notPublished === 0;
console.log(`
Publishing (PGlite, simulator in process with its rate limits; ${pageCount} pages, ${postCount} posts due within one minute${burst ? `, ${burst} of them at the same instant` : ''})
  posts published             ${postCount - lost} of ${postCount} (not published on our side: ${notPublished})
  lateness (due → Meta's answer)  p50 ${p50} ms, p99 ${p99} ms, max ${lateness.at(-1)} ms, min ${lateness[0]} ms
  lost                        ${lost}
  doubled                     ${doubled}
  refused publishing calls    ${throttled} (retried; a post they reached would show as not published)
${pass ? 'PASS' : 'FAIL'} (target: p99 < 1000 ms, 0 lost, 0 doubled, every post published)`);
console.log(
  `RESULT ${JSON.stringify({ posts: postCount, pages: pageCount, burst, p50, p99, lost, doubled, notPublished, throttled })}`,
);
process.exit(pass ? 0 : 1);
