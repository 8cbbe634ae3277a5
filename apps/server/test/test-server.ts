import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import {
  authEndpoints,
  pathOf,
  type Endpoint,
  type EndpointBody,
  type EndpointInput,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type ErrorBody,
  type SessionResponse,
} from '@app/contract';
import type { ValidationErrorBody } from './api-answers.ts';
import { createSimulatorClient, type SimulatorClient } from '@app/meta-sim/client';
import { createManualClock, type ManualClock } from '../src/platform/clock.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { signWebhookBody } from '../src/platform/meta/webhook-signature.ts';
import type { JobName } from '../src/platform/queue/job-queue.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';

export type TestServer = {
  baseUrl: string;
  runtime: Runtime;
  clock: ManualClock;
  config: Config;
  /** The PostgreSQL database of this file (null on PGlite): another server process may open it too. */
  databaseUrl: string | null;
  /** The simulator's control API (mounted under `/_meta` in demo mode). */
  simulator: SimulatorClient;
  /**
   * A raw request: for routes outside the contract (webhooks, `/_meta`, HTML) and for input the contract's types
   * refuse (a test sending invalid values on purpose). `Body` says what the test reads; `unknown` until it says.
   */
  request<Body = unknown>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<Body>>;
  /** Calls an endpoint of the contract expecting its answer: the body is the endpoint's 200 answer (undefined for 204). */
  call<E extends Endpoint>(endpoint: E, ...input: CallArguments<E>): Promise<TestResponse<EndpointResponse<E>>>;
  /** Calls an endpoint expecting a refusal (401, 403, 404, 429…): the body is the error catalogue's. */
  callRefused<E extends Endpoint>(endpoint: E, ...input: CallArguments<E>): Promise<TestResponse<ErrorBody>>;
  /** Calls an endpoint expecting 422: the error body with messages per field of the endpoint's input. */
  callInvalid<E extends Endpoint>(
    endpoint: E,
    ...input: CallArguments<E>
  ): Promise<TestResponse<ValidationErrorBody<InputField<E>>>>;
  login(username: string, password: string, oneTime?: boolean): Promise<SessionResponse>;
  stop(): Promise<void>;
};

type RequestOptions = { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string };
/** `Body`: the contract's type for what the call answers (e.g. `SessionResponse`, `LinkedAccounts`). */
export type TestResponse<Body = unknown> = { status: number; headers: Headers; body: Body };

/** What a call of the endpoint sends: its typed params, query and body, and the session and headers. */
export type CallInput<E> = EndpointInput<E> & { token?: string | undefined; headers?: Record<string, string> };
/** The input may be left out when nothing in it is required. */
type CallArguments<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];
/** Every key of each member of a union (a discriminated union's fields, not only the shared ones). */
type KeysOf<T> = T extends object ? Extract<keyof T, string> : never;
/** The fields a 422 of the endpoint may name: those of its path, query and body. */
export type InputField<E> = KeysOf<EndpointParams<E>> | KeysOf<EndpointQuery<E>> | KeysOf<EndpointBody<E>>;

/** The endpoint's path with its `:name` (and optional `:name?`) parts filled in, and its query appended. */
function urlOf(endpoint: Endpoint, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = pathOf(endpoint, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

let pgliteTemplate: Uint8Array | null = null;
/** The migrated PGlite data directory made once per run (database-templates.ts), read once per test file. */
export function migratedPglite(dataDir: string | null = null) {
  pgliteTemplate ??= readFileSync(inject('pgliteTemplate'));
  return openDatabase({ driver: 'pglite', dataDir, template: pgliteTemplate });
}

/** A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server. */
async function openTestDatabase(): Promise<{ database: Database; url: string | null; dispose(): Promise<void> }> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const database = await migratedPglite();
    return { database, url: null, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the database migrated once per run (database-templates.ts).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The port is chosen before start-up because the app's own URLs (OAuth redirect, simulator) include it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The product's configuration in tests: quiet, on loopback, its data (and no web build) in `dataDir`. */
export function testConfig(dataDir: string, port: number, env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The tests use the demo pages as their fixtures; the demo's seeded customers and campaigns would answer for them.
    SEED_DEMO_LIFE: 'false',
    ...env,
  });
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-test-'));
  const port = await freePort();
  const config = testConfig(dataDir, port, env);
  const clock = createManualClock(new Date());
  const { database, url: databaseUrl, dispose } = await openTestDatabase();
  const runtime = await startRuntime(config, { http: true, worker: true, clock, database });
  const app = runtime.app!;
  await app.listen({ port, host: '127.0.0.1' });
  await runtime.afterListen();
  const baseUrl = `http://127.0.0.1:${port}`;

  async function request<Body>(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (HTML, empty): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as Body };
  }

  /** The body's type is what the caller states it expects (see `call`, `callRefused`, `callInvalid`). */
  function callEndpoint<Body>(endpoint: Endpoint, input: object = {}): Promise<TestResponse<Body>> {
    const { params, query, body, token, headers } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
    };
    return request<Body>(endpoint.method, urlOf(endpoint, params, query), { body, token, headers });
  }

  return {
    baseUrl,
    runtime,
    clock,
    config,
    databaseUrl,
    simulator: createSimulatorClient(config.meta.simulator?.callUrl ?? `${baseUrl}/_meta`),
    request,
    call: (endpoint, ...[input]) => callEndpoint(endpoint, input),
    callRefused: (endpoint, ...[input]) => callEndpoint(endpoint, input),
    callInvalid: (endpoint, ...[input]) => callEndpoint(endpoint, input),
    async login(username, password, oneTime = false) {
      const response = await callEndpoint<SessionResponse>(authEndpoints.ownerLogin, {
        body: { username, password, oneTime },
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    },
    async stop() {
      await runtime.stop();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Meta's webhook POST of these exact bytes, signed with the app secret as Meta signs it. */
export function postSignedWebhook(server: TestServer, raw: string): Promise<Response> {
  return fetch(`${server.baseUrl}/webhooks/meta`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhookBody(raw, server.config.meta.appSecret),
    },
    body: raw,
  });
}

/**
 * Every webhook delivered so far is handled: the simulator's deliveries answered, the embedded journal imported
 * (PGlite stores after answering Meta) and every stored event through its handlers.
 */
export async function webhooksHandled(server: TestServer) {
  // Generous: on a loaded CI machine a few deliveries took longer than 5 s, and the test then judged too early. Short
  // of the tests' own 30 s, so that deliveries still pending fail with what they are instead of a bare timeout.
  if (!(await server.simulator.deliveriesIdle(20_000))) {
    const pending = (await server.simulator.deliveries()).filter(
      (delivery) => delivery.status === 'pending' || delivery.status === 'failed',
    );
    const described = pending.map((delivery) => {
      const { seq, event, status, attempts, last_status, last_error, next_attempt_at } = delivery;
      return { seq, event, status, attempts, last_status, last_error, next_attempt_at };
    });
    throw new Error(`webhook deliveries not done after 20 s: ${JSON.stringify(described)}`);
  }
  await server.runtime.services.webhookIntake.settled();
  await server.runtime.services.dispatcher.idle();
}

/**
 * Jobs of each of these kinds were queued and are all done (none waiting, running or retrying): the reads of missed
 * comments and messages that linking the demo pages queued at start, before a test makes Meta refuse a page's calls.
 */
export async function queuedJobsDone(server: TestServer, names: JobName[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const queues = (await server.runtime.queue.monitor.queues()).filter((queue) =>
      names.includes(queue.name as JobName),
    );
    const done = (queue: (typeof queues)[number]) =>
      queue.total > 0 && queue.ready + queue.active + queue.retrying === 0;
    if (queues.length === names.length && queues.every(done)) return;
    if (Date.now() > deadline) throw new Error(`queued jobs not done: ${JSON.stringify(queues)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every webhook delivered so far is handled and every reply it decided is sent (or has failed for good). */
export async function repliesHandled(server: TestServer) {
  await webhooksHandled(server);
  await server.runtime.services.replyEngine.idle();
}
