import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { createServer, type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMetaSimulator, type MetaSimulator, type SimulatorOptions } from '../src/index.ts';

export const APP_ID = '1122334455667788';
export const APP_SECRET = 'test-app-secret';

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type Received = {
  rawBody: string;
  body: { object: string; entry: Array<Record<string, unknown>> };
  headers: IncomingMessage['headers'];
  signatureValid: boolean;
  at: number;
};

export type Receiver = {
  url: string;
  received: Received[];
  // statuses answered in order; the last one repeats
  answerWith(statuses: number[]): void;
  close(): Promise<void>;
};

export async function startReceiver(secret = APP_SECRET): Promise<Receiver> {
  const received: Received[] = [];
  let statuses = [200];
  let index = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      const header = String(request.headers['x-hub-signature-256'] ?? '');
      const signatureValid =
        header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
      received.push({
        rawBody: raw.toString('utf8'),
        body: JSON.parse(raw.toString('utf8')),
        headers: request.headers,
        signatureValid,
        at: Date.now(),
      });
      const status = statuses[Math.min(index, statuses.length - 1)]!;
      index++;
      response.writeHead(status).end(status === 200 ? 'EVENT_RECEIVED' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/meta`,
    received,
    answerWith(list) {
      statuses = list;
      index = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GraphAnswer = { status: number; body: Record<string, any>; headers: Headers };

export type TestSim = {
  baseUrl: string;
  sim: MetaSimulator;
  app: FastifyInstance;
  graph(
    method: string,
    path: string,
    options?: {
      token?: string;
      query?: Record<string, string>;
      json?: unknown;
      form?: Record<string, string>;
      bearer?: boolean;
    },
  ): Promise<GraphAnswer>;
  control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Record<string, any> }>;
  close(): Promise<void>;
};

export async function startSim(options: Partial<SimulatorOptions> = {}, prefix = ''): Promise<TestSim> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}${prefix}`;
  const sim = createMetaSimulator({
    appId: APP_ID,
    appSecret: APP_SECRET,
    webhookUrl: null,
    publicUrl: baseUrl,
    retry: { baseDelayMs: 20, maxAttempts: 5 },
    ...options,
  });
  const app = Fastify();
  await app.register(sim.plugin, prefix ? { prefix } : {});
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    sim,
    app,
    async graph(method, path, opts = {}) {
      const url = new URL(`${baseUrl}/v21.0${path}`);
      for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
      const headers: Record<string, string> = {};
      if (opts.token && opts.bearer) headers.authorization = `Bearer ${opts.token}`;
      else if (opts.token) url.searchParams.set('access_token', opts.token);
      let body: string | undefined;
      if (opts.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.json);
      } else if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.form).toString();
      }
      const response = await fetch(url, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        redirect: 'manual',
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
    },
    async control(method, path, body) {
      const response = await fetch(`${baseUrl}/_sim${path}`, {
        method,
        ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    },
    async close() {
      await sim.close();
      await app.close();
    },
  };
}

// A user with a page (optionally with Instagram) already installed for the usual webhook fields
export async function seedPage(t: TestSim, options: { withInstagram?: boolean; subscribe?: boolean } = {}) {
  const user = (await t.control('POST', '/users', { name: 'Owner Olivia' })).body as { id: string; name: string };
  const page = (
    await t.control('POST', '/pages', {
      owner_user_id: user.id,
      name: 'Olivia Shop',
      with_instagram: options.withInstagram ?? false,
    })
  ).body as {
    id: string;
    name: string;
    access_token: string;
    instagram_business_account: { id: string; username: string } | null;
  };
  if (options.subscribe !== false) {
    const answer = await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token: page.access_token,
      form: { subscribed_fields: 'feed,messages,messaging_postbacks,message_echoes' },
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
  return { user, page, token: page.access_token, igId: page.instagram_business_account?.id ?? null };
}

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function getJson(url: string): Promise<Record<string, any>> {
  return (await fetch(url).then((r) => r.json())) as Record<string, any>;
}
