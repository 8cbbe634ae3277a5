/**
 * The crash run (`npm run chaos`): the product in live mode against the standalone simulator in its own process,
 * so "Meta" keeps retrying webhooks while the product is down. An owner links a page through the real OAuth code
 * path over HTTP and runs a reply campaign (public + private reply); then N comments arrive, with late, out-of-order
 * duplicate deliveries and Graph 5xx on the reply calls, while the product is killed with SIGKILL and restarted.
 * Once the system has settled it prints the comments sent, the replies expected, the comments that lost a reply,
 * the replies sent twice (from the simulator's call log) and the delay from a comment to its first reply call.
 * Exit code 0 only with 0 lost and 0 doubled.
 *
 * Usage: node scripts/reliability/chaos.ts [--comments 10000] [--kills 3] [--rate 100] [--db pglite|postgres]
 *   [--duplicates 0.3] [--errors 0.1] [--settle-seconds 300] [--seed N]
 * --db postgres: a fresh database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped
 * afterwards, in production shape: two servers with RUN_WORKER=false behind a round-robin proxy and two workers.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulatorClient } from '@app/meta-sim/client';
import { Agent, request } from 'undici';
import { collector, root, waitForHealth } from '../bench/lib.ts';
import {
  createRunDatabase,
  freePort,
  killEveryChild,
  killManaged,
  spawnManaged,
  startRoundRobinProxy,
  startStandaloneSimulator,
  type Managed,
} from './processes.ts';
import { answeredCount, tally, type Call, type Delivery, type Tally } from './tally.ts';
import { unfinishedOnPglite } from './pglite-leftovers.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
};
const options = {
  comments: Number(argument('comments', '10000')),
  kills: Number(argument('kills', '3')),
  rate: Number(argument('rate', '100')),
  db: argument('db', 'pglite') as 'pglite' | 'postgres',
  duplicates: Number(argument('duplicates', '0.3')),
  errors: Number(argument('errors', '0.1')),
  settleSeconds: Number(argument('settle-seconds', '300')),
  seed: Number(argument('seed', String(Date.now() % 1_000_000))),
};
if (!['pglite', 'postgres'].includes(options.db)) throw new Error('--db is pglite or postgres');
for (const [name, value] of Object.entries(options))
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) throw new Error(`--${name} is not valid`);

/** Small deterministic generator for the kill moments, so a failing run can be repeated with its --seed. */
function seeded(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = seeded(options.seed);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);

const runDir = mkdtempSync(path.join(tmpdir(), 'seller-chaos-'));
const logDir = path.join(runDir, 'logs');
mkdirSync(logDir);
let proxy: Server | null = null;
let database: Awaited<ReturnType<typeof createRunDatabase>> | null = null;
let passed = false;

async function main(): Promise<Tally & { unfinished: { events: number; actions: number } }> {
  const simPort = await freePort();
  const simUrl = `http://127.0.0.1:${simPort}`;
  const app = {
    id: '1357924680135792',
    secret: randomBytes(16).toString('hex'),
    verify: randomBytes(8).toString('hex'),
  };
  const serverPorts = options.db === 'postgres' ? [await freePort(), await freePort()] : [await freePort()];
  const publicPort = options.db === 'postgres' ? await freePort() : serverPorts[0]!;
  const appUrl = `http://127.0.0.1:${publicPort}`;

  await startStandaloneSimulator({
    root,
    port: simPort,
    url: simUrl,
    app,
    webhookUrl: `${appUrl}/webhooks/meta`,
    logDir,
  });

  if (options.db === 'postgres') {
    database = await createRunDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    proxy = await startRoundRobinProxy(publicPort, serverPorts);
  }
  const productEnv = {
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: path.join(runDir, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEB_DIST_DIR: path.join(runDir, 'no-web'),
    META_APP_ID: app.id,
    META_APP_SECRET: app.secret,
    META_VERIFY_TOKEN: app.verify,
    META_GRAPH_URL: `${simUrl}/v21.0`,
    ...(database ? { DATABASE_URL: database.url, RUN_WORKER: 'false' } : {}),
  };
  const serverScript = path.join(root, 'apps/server/src/main.ts');
  const workerScript = path.join(root, 'apps/server/src/worker.ts');
  type Role = { name: string; start(): Promise<Managed> };
  const roles: Role[] = serverPorts.map((port, index) => ({
    name: `server-${index + 1}`,
    async start() {
      const managed = spawnManaged(`server-${index + 1}`, serverScript, { ...productEnv, PORT: String(port) }, logDir);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
      return managed;
    },
  }));
  if (database) {
    for (const name of ['worker-1', 'worker-2'])
      roles.push({ name, start: async () => spawnManaged(name, workerScript, { ...productEnv, PORT: '0' }, logDir) });
  }
  const running = new Map<string, Managed>();
  // Servers one after the other: the first one migrates, the next ones find the schema in place.
  for (const role of roles) running.set(role.name, await role.start());
  log(`${options.db}: ${roles.map((role) => role.name).join(', ')} up; simulator at ${simUrl}; logs in ${logDir}`);

  const connections = new Agent({ connections: 32 });
  const simulator = createSimulatorClient(simUrl, {
    transport: async ({ method, url, headers, body }) => {
      const response = await request(url, { method, headers, body, dispatcher: connections });
      return { status: response.statusCode, text: await response.body.text() };
    },
  });
  const api = async (route: string, init: { method?: string; token?: string; pageId?: number; body?: unknown }) => {
    const response = await fetch(`${appUrl}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.pageId ? { 'page-id': String(init.pageId) } : {}),
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body instanceof FormData ? init.body : init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };

  // Meta's quotas are lifted: this run is about crashes, not about Meta's hourly limits.
  await simulator.setLimits({
    page_calls_per_hour: 100_000_000,
    messenger_calls_per_hour: 100_000_000,
    private_replies_per_hour: 100_000_000,
    app_calls_per_hour: 100_000_000,
    user_calls_per_hour: 100_000_000,
  });
  // The owner: a Facebook user whose page is linked through the dialog's code, as the browser would hand it over.
  const facebookUser = await simulator.createUser({ name: 'Chaos Seller' });
  const simPage = await simulator.createPage({ owner_user_id: facebookUser.id, name: 'Chaos Store' });
  const { state } = await api('/api/auth/facebook/dialog?instagram=no', {});
  const { code } = await simulator.oauthCode({
    user_id: facebookUser.id,
    redirect_uri: `${appUrl}/auth/facebook/callback`,
  });
  const session = await api('/api/auth/login-code', { method: 'POST', body: { code, state, instagram: 'no' } });
  const page = session.pages.find((item: { page_id: string }) => item.page_id === simPage.id);
  if (!page || page.status !== 'subscribed') throw new Error(`the page was not linked: ${JSON.stringify(session)}`);
  const post = await simulator.createPost({ page_id: simPage.id, message: 'تخفيضات: كل القطع بنصف السعر' });
  const form = new FormData();
  form.append('name', 'chaos');
  form.append('post', post.id);
  form.append('comments', JSON.stringify(['أرسلنا لك التفاصيل على الخاص', 'تفقد رسائلك 🌷', 'تم الرد على الخاص']));
  form.append('message_enabled', 'true');
  form.append('message', 'السعر 25 دولار، والتوصيل مجاني');
  await api('/api/facebook/reply/add', { method: 'POST', token: session.access_token, pageId: page.id, body: form });
  log(`owner linked page ${simPage.id} through OAuth; campaign running on post ${post.id}`);

  // 5xx on the reply calls only: comment replies (and their read-back) and private replies of this page.
  const postLocalId = post.id.split('_')[1]!;
  await simulator.setFaults({
    duplicate_rate: options.duplicates,
    duplicate_delay_ms: 20_000,
    error_rate: options.errors,
    error: { code: 2, http_status: 500 },
    paths: [`/${postLocalId}_`, `/${simPage.id}/messages`],
  });

  const calls = collector((since) => simulator.calls(since) as Promise<Call[]>, 0);
  const deliveries = collector((since) => simulator.deliveries(since) as Promise<Delivery[]>, 0);
  const polling = setInterval(() => void calls.poll().then(() => deliveries.poll()), 500);

  // Kill moments: at random within the injection window, a few seconds apart at least.
  const injectionMs = (options.comments / options.rate) * 1000;
  const killAt = Array.from({ length: options.kills }, () => injectionMs * (0.1 + 0.8 * random())).sort(
    (a, b) => a - b,
  );
  const targets = roles.map((role) => role.name);
  // Production shape: the servers and one of the two workers take turns; the embedded default has one process.
  const killOrder = database ? ['server-1', 'worker-1', 'server-2'] : targets;
  const started = performance.now();
  let lastRestart = 0;
  const killer = (async () => {
    for (const [index, at] of killAt.entries()) {
      const wait = started + at - performance.now();
      if (wait > 0) await sleep(wait);
      const name = killOrder[index % killOrder.length]!;
      const victim = running.get(name)!;
      await killManaged(victim, 'SIGKILL');
      log(
        `kill ${index + 1}/${options.kills}: SIGKILL ${name} at ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const role = roles.find((item) => item.name === name)!;
      running.set(name, await role.start());
      lastRestart = performance.now();
      log(`${name} restarted (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  })();

  const commentIds: string[] = [];
  let failedInjections = 0;
  const pending: Promise<unknown>[] = [];
  for (let index = 0; index < options.comments; index++) {
    const wait = started + (index * 1000) / options.rate - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      simulator
        .createComment({
          post_id: post.id,
          from: { id: `6${String(index).padStart(8, '0')}`, name: `زبون ${index}` },
          message: 'كم السعر؟',
        })
        .then(({ id }) => commentIds.push(id))
        .catch(() => failedInjections++),
    );
  }
  await Promise.all(pending);
  log(`${commentIds.length} comments created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await killer;

  // Settled: every comment answered, nothing left unfinished, and no reply call for a while.
  const ids = new Set(commentIds);
  const deadline = Date.now() + options.settleSeconds * 1000;
  let lastCallCount = -1;
  let quietSince = Date.now();
  for (;;) {
    await calls.poll();
    await deliveries.poll();
    if (calls.items.length !== lastCallCount) {
      lastCallCount = calls.items.length;
      quietSince = Date.now();
    }
    const answered = answeredCount(ids, calls.items);
    const unfinished = database ? await database.unfinished() : { events: 0, actions: 0 };
    const quiet = Date.now() - quietSince >= 10_000 && performance.now() - lastRestart >= 10_000;
    if (answered === ids.size && unfinished.events === 0 && unfinished.actions === 0 && quiet) break;
    if (Date.now() > deadline) {
      log(`not settled after ${options.settleSeconds} s: ${answered}/${ids.size} answered`);
      break;
    }
    await sleep(2000);
  }
  clearInterval(polling);
  await calls.poll();
  await deliveries.poll();

  // What the product left undone: read from its tables (PGlite: after a clean stop, its files opened read-only).
  let unfinished = database ? await database.unfinished() : { events: 0, actions: 0 };
  if (!database) {
    await killManaged(running.get('server-1')!, 'SIGTERM');
    unfinished = await unfinishedOnPglite(path.join(productEnv.DATA_DIR, 'db'));
  }
  const result = tally(commentIds, calls.items, deliveries.items);
  if (failedInjections > 0) log(`${failedInjections} comments could not be created in the simulator`);
  return { ...result, unfinished };
}

const shutdown = async () => {
  await killEveryChild();
  proxy?.close();
  await database?.drop().catch((error: unknown) => console.error('dropping the run database failed', error));
  if (passed) rmSync(runDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void shutdown().finally(() => process.exit(130)));

try {
  const result = await main();
  passed = result.lost === 0 && result.doubled === 0;
  const shape =
    options.db === 'postgres' ? 'PostgreSQL: 2 servers (RUN_WORKER=false) + 2 workers' : 'PGlite, one process';
  console.log(`\nCrash run (${shape}; simulator in its own process; seed ${options.seed})`);
  console.log(`  comments sent               ${result.sent} at ${options.rate}/s`);
  console.log(
    `  duplicate deliveries        ${result.duplicateDeliveries} (late, out of order); reply calls answered 5xx: ${result.failedReplyCalls}`,
  );
  console.log(`  kills                       ${options.kills} × SIGKILL`);
  console.log(`  public replies              expected ${result.publicExpected}, accepted by Meta ${result.publicSent}`);
  console.log(
    `  private replies             expected ${result.privateExpected}, accepted by Meta ${result.privateSent}`,
  );
  console.log(`  lost                        ${result.lost} (comments without their public or private reply)`);
  console.log(`  doubled                     ${result.doubled} (comments with a reply sent twice)`);
  console.log(`  comment → first reply call  p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms`);
  console.log(
    `  of which after the product  p50 ${result.afterAckP50} ms, p99 ${result.afterAckP99} ms (its first 200 to the delivery → first reply call)`,
  );
  console.log(`  left unfinished             ${result.unfinished.events} events, ${result.unfinished.actions} replies`);
  console.log(passed ? 'PASS' : 'FAIL');
  console.log(`RESULT ${JSON.stringify({ ...result, db: options.db, kills: options.kills, seed: options.seed })}`);
} catch (error) {
  console.error(error);
} finally {
  await shutdown();
  if (!passed) console.log(`logs kept in ${logDir}`);
}
process.exit(passed ? 0 : 1);
