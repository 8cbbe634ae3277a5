import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: files running side by side do not share the demo accounts. */
    baseUrls: string[];
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('No port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output()}`);
}

/** Starts the real server (which serves apps/web/dist) on a free port with a fresh data directory. */
async function startServer(index: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // PRODUCT_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), as for the benchmarks: where the server's CPU goes.
  const nodeFlags = process.env.PRODUCT_NODE_FLAGS ? process.env.PRODUCT_NODE_FLAGS.split(' ') : [];
  const server = spawn(process.execPath, [...nodeFlags, 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // APP_URL is the origin the browser uses, so OAuth comes back to the origin that holds the state.
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // Tests break pages' subscriptions on purpose; the quarter-hourly check would heal them in the middle of a
      // test, depending on the wall clock. Tests that want a check ask for it (an admin's "check again").
      SUBSCRIPTION_CHECK_CRON: '0 0 1 1 *',
      // A missed comment is read back once it is this old: the test of missed comments waits that long, not a minute.
      MISSED_COMMENTS_GRACE_SECONDS: '15',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(join(import.meta.dirname, 'artifacts'), { recursive: true });
  const logFile = createWriteStream(join(import.meta.dirname, 'artifacts', `server-${index + 1}.log`));
  const record = (chunk: Buffer) => {
    log += chunk.toString();
    logFile.write(chunk);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  server.once('exit', (code, signal) => logFile.write(`\n[server exited: ${code ?? signal}]\n`));
  await waitForHealth(baseUrl, server, () => log);

  async function stop() {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => {
          server.kill('SIGKILL');
          done(undefined);
        }, 10_000);
        server.once('exit', () => {
          clearTimeout(timer);
          done(undefined);
        });
      });
    }
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { baseUrl, stop };
}

/** One server per test worker (`--maxWorkers`), started side by side. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @app/web` before the browser tests.');
  }
  const count = Math.max(1, project.globalConfig.maxWorkers);
  const servers = await Promise.all(Array.from({ length: count }, (_, index) => startServer(index)));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
