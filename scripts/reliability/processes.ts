import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, Agent, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { waitForHealth } from '../bench/lib.ts';

/** A child in its own process group, so a kill reaches everything it started; its output goes to a log file. */
export type Managed = {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
};

const everyChild = new Set<Managed>();

export function spawnManaged(name: string, script: string, env: Record<string, string>, logDir: string): Managed {
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const managed = { name, child, exited };
  everyChild.add(managed);
  void exited.then(() => everyChild.delete(managed));
  return managed;
}

/**
 * Meta's stand-in in its own process (so it keeps retrying webhooks while the product is down), answering at `url` and
 * delivering to the product's webhook; `env` adds simulator settings (SIM_INSTAGRAM_APP_ID, …). Resolves once it answers.
 */
export async function startStandaloneSimulator(options: {
  root: string;
  port: number;
  url: string;
  app: { id: string; secret: string };
  webhookUrl: string;
  logDir: string;
  env?: Record<string, string>;
}): Promise<Managed> {
  const managed = spawnManaged(
    'simulator',
    path.join(options.root, 'packages/meta-sim/src/standalone.ts'),
    {
      SIM_PORT: String(options.port),
      SIM_HOST: '127.0.0.1',
      SIM_PUBLIC_URL: options.url,
      SIM_APP_ID: options.app.id,
      SIM_APP_SECRET: options.app.secret,
      SIM_WEBHOOK_URL: options.webhookUrl,
      SIM_LOG_LEVEL: 'warn',
      ...options.env,
    },
    options.logDir,
  );
  await waitForHealth(`${options.url}/_sim/clock`);
  return managed;
}

/** SIGKILL to the child's whole process group, and waits until it is gone. */
export async function killManaged(managed: Managed, signal: NodeJS.Signals = 'SIGKILL') {
  if (managed.child.exitCode === null && managed.child.signalCode === null && managed.child.pid) {
    try {
      process.kill(-managed.child.pid, signal);
    } catch {
      // Already gone.
    }
  }
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 15_000).unref());
  await Promise.race([managed.exited, timeout]);
}

/** Every child this script started and that is still running; also called on exit and on signals. */
export async function killEveryChild() {
  await Promise.all([...everyChild].map((managed) => killManaged(managed)));
}

process.once('exit', () => {
  for (const managed of everyChild) {
    try {
      if (managed.child.pid) process.kill(-managed.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

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

/**
 * The load balancer of the production shape: each request goes to the next server in turn. A server that is down
 * answers 502 through it, as a real balancer without health checks would, and Meta retries the delivery later.
 */
export function startRoundRobinProxy(port: number, upstreamPorts: number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createHttpServer((incoming, outgoing) => {
    const upstream = upstreamPorts[next++ % upstreamPorts.length]!;
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A fresh database on the PostgreSQL server for one run, dropped afterwards. */
export async function createRunDatabase(adminUrl: string) {
  const name = `chaos_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Work the product has not finished: events not done and replies not sent, straight from its tables. */
    async unfinished(): Promise<{ events: number; actions: number }> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const events = await client.query<{ n: string }>(
          `select count(*) as n from webhook_events where status in ('pending', 'processing')`,
        );
        const actions = await client.query<{ n: string }>(
          `select count(*) as n from outbound_actions where status in ('pending', 'sending')`,
        );
        return { events: Number(events.rows[0]!.n), actions: Number(actions.rows[0]!.n) };
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
