/**
 * Issue "Meta platform" speed target, measured in one run on this machine:
 *  1. the throughput of a bare Fastify JSON route (the ceiling of the HTTP layer),
 *  2. the throughput of the real POST /webhooks/meta on the embedded default (signature check, batch split,
 *     durable insert in PGlite, dispatch after the answer), each request a new signed comment event,
 *  3. the latency of POST /webhooks/meta at a fixed 1,000 events/s.
 * Targets: webhook p99 < 20 ms at 1,000 events/s; webhook throughput >= 25% of the bare route.
 * Usage: node scripts/bench/webhook-bench.ts [--seconds 10]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { root, sign, startProduct, stop } from './lib.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const secret = 'benchmark-app-secret';
const pageId = '448242228374517';
let sequence = 0;

function signedCommentRequest() {
  const id = `${process.pid}${Date.now()}${++sequence}`;
  const body = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: 'feed',
            value: {
              from: { id: `9${sequence}`, name: 'زبون' },
              post: { id: `${pageId}_1221`, status_type: 'mobile_status_update', is_published: true },
              message: 'كم السعر؟',
              post_id: `${pageId}_1221`,
              comment_id: `1221_${id}`,
              created_time: Math.floor(Date.now() / 1000),
              item: 'comment',
              parent_id: `${pageId}_1221`,
              verb: 'add',
            },
          },
        ],
      },
    ],
  });
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, secret) } };
}

type Result = autocannon.Result;

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startBare(): Promise<{ stop(): Promise<void>; url: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = String(chunk).match(/READY (\d+)/);
      if (match) resolve(Number(match[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

const bare = await startBare();
const bareResult = await run({
  url: `${bare.url}/bare`,
  method: 'POST',
  connections: 20,
  duration: seconds,
  headers: { 'content-type': 'application/json' },
  body: '{"ok":true}',
});
await bare.stop();

const product = await startProduct(3917, { META_APP_SECRET: secret });
const webhookUrl = `${product.url}/webhooks/meta`;
const warmup = await run({ url: webhookUrl, method: 'POST', connections: 10, duration: 2, requests: [{ setupRequest: (request) => ({ ...request, ...signedCommentRequest() }) }] });
void warmup;
const throughputResult = await run({
  url: webhookUrl,
  method: 'POST',
  connections: 20,
  duration: seconds,
  requests: [{ setupRequest: (request) => ({ ...request, ...signedCommentRequest() }) }],
});
await new Promise((resolve) => setTimeout(resolve, 2000));
const latencyResult = await run({
  url: webhookUrl,
  method: 'POST',
  connections: 50,
  overallRate: 1000,
  duration: Math.max(seconds, 10),
  requests: [{ setupRequest: (request) => ({ ...request, ...signedCommentRequest() }) }],
});
await stop(product.child);
rmSync(product.dataDir, { recursive: true, force: true });

const bareRps = bareResult.requests.average;
const webhookRps = throughputResult.requests.average;
const ratio = webhookRps / bareRps;
const achievedRate = latencyResult.requests.average;
const p50 = latencyResult.latency.p50;
const p99 = latencyResult.latency.p99;
const failures = throughputResult.non2xx + throughputResult.errors + latencyResult.non2xx + latencyResult.errors;

console.log('\nWebhook ingestion benchmark (embedded default: PGlite, one process)');
console.log(`  bare Fastify route          ${bareRps.toFixed(0)} req/s`);
console.log(`  POST /webhooks/meta         ${webhookRps.toFixed(0)} events/s  (ratio ${(ratio * 100).toFixed(1)}% of bare; target >= 25%)`);
console.log(`  at a fixed 1,000 events/s   achieved ${achievedRate.toFixed(0)}/s, latency p50 ${p50} ms, p99 ${p99} ms (target p99 < 20 ms)`);
console.log(`  non-2xx or errors           ${failures}`);
const pass = ratio >= 0.25 && p99 < 20 && achievedRate >= 950 && failures === 0;
console.log(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
