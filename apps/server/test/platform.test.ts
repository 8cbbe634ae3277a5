import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../src/platform/blobs/blob-store.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { loggerOptions } from '../src/platform/logger.ts';
import { graphVersionState } from '../src/platform/meta/graph-versions.ts';
import { authEndpoints, healthEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names the bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('needs the app secret and verify token with a Meta app, and a key in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, META_APP_ID: '123' })).toThrow(/META_APP_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('defaults to PGlite in DATA_DIR, port 3000, the simulator, and a key kept beside the data', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    expect(config.meta.mode).toBe('simulator');
    expect(config.seedDemo).toBe(true);
    expect(config.encryptionKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).encryptionKey.equals(config.encryptionKey)).toBe(true);
  });

  it("caps hashtags per Instagram caption at 5 unless configured, within Instagram's former 30", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).publishing.instagramHashtagsPerCaption).toBe(5);
    const config = loadConfig({ DATA_DIR: dataDir, INSTAGRAM_HASHTAGS_PER_CAPTION: '30' });
    expect(config.publishing.instagramHashtagsPerCaption).toBe(30);
    expect(() => loadConfig({ DATA_DIR: dataDir, INSTAGRAM_HASHTAGS_PER_CAPTION: '31' })).toThrow(
      /INSTAGRAM_HASHTAGS_PER_CAPTION/,
    );
  });

  it('checks webhook subscriptions four times an hour unless a cron of five fields says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).linking.subscriptionCheckCron).toBe('7,22,37,52 * * * *');
    expect(loadConfig({ DATA_DIR: dataDir, SUBSCRIPTION_CHECK_CRON: '* * * * *' }).linking.subscriptionCheckCron).toBe(
      '* * * * *',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SUBSCRIPTION_CHECK_CRON: 'every minute' })).toThrow(
      /SUBSCRIPTION_CHECK_CRON/,
    );
  });

  it('uses PostgreSQL and live Meta when configured, and seeds nothing then', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/x',
      META_APP_ID: '1',
      META_APP_SECRET: 's',
      META_VERIFY_TOKEN: 'v',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@db/x' });
    expect(config.meta).toMatchObject({ mode: 'live', graphUrl: 'https://graph.facebook.com/v21.0' });
    expect(config.seedDemo).toBe(false);
  });

  it('drives the login dialog and every Graph call from one version setting', () => {
    const live = { DATA_DIR: dataDir, META_APP_ID: '1', META_APP_SECRET: 's', META_VERIFY_TOKEN: 'v' };
    expect(loadConfig(live).meta).toMatchObject({
      graphVersion: 'v21.0',
      callGraphUrl: 'https://graph.facebook.com/v21.0',
      dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    });
    expect(loadConfig({ ...live, META_GRAPH_VERSION: 'v24.0' }).meta).toMatchObject({
      graphUrl: 'https://graph.facebook.com/v24.0',
      callGraphUrl: 'https://graph.facebook.com/v24.0',
      dialogUrl: 'https://www.facebook.com/v24.0/dialog/oauth',
    });
    // The older setting, the version at the end of META_GRAPH_URL, moves the dialog too.
    expect(loadConfig({ ...live, META_GRAPH_URL: 'https://graph.facebook.com/v23.0' }).meta).toMatchObject({
      graphVersion: 'v23.0',
      callGraphUrl: 'https://graph.facebook.com/v23.0',
      dialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    });
    expect(loadConfig({ DATA_DIR: dataDir, META_GRAPH_VERSION: 'v22.0' }).meta.dialogUrl).toMatch(
      /\/_meta\/v22\.0\/dialog\/oauth$/,
    );
    expect(() =>
      loadConfig({ ...live, META_GRAPH_URL: 'https://graph.facebook.com/v23.0', META_GRAPH_VERSION: 'v24.0' }),
    ).toThrow(/META_GRAPH_VERSION/);
    expect(() => loadConfig({ ...live, META_GRAPH_VERSION: '24' })).toThrow(/META_GRAPH_VERSION/);
  });

  it('knows when Meta stops serving a version: a warning from 90 days before, and after', () => {
    const end = Date.parse('2027-01-21T00:00:00Z');
    const at = (days: number) => new Date(end - days * 24 * 60 * 60 * 1000);
    expect(graphVersionState('v21.0', at(91))).toMatchObject({ status: 'ok', days_left: 91, ended: false });
    expect(graphVersionState('v21.0', at(90))).toMatchObject({ status: 'warning', days_left: 90, ended: false });
    expect(graphVersionState('v21.0', at(-1))).toMatchObject({ status: 'warning', days_left: 0, ended: true });
    expect(graphVersionState('v20.0', at(400))).toMatchObject({ status: 'warning', ends_at: null, ended: true });
    expect(graphVersionState('v27.0', at(0))).toEqual({
      status: 'ok',
      version: 'v27.0',
      ends_at: null,
      days_left: null,
      ended: false,
    });
  });
});

describe('local blob store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'seller-blobs-'));
  const blobs = createLocalBlobStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes a blob', async () => {
    await blobs.put('users/1/photo.png', Buffer.from('hello'));
    expect(await blobs.size('users/1/photo.png')).toBe(5);
    expect(await text((await blobs.get('users/1/photo.png'))!)).toBe('hello');
    await blobs.delete('users/1/photo.png');
    expect(await blobs.get('users/1/photo.png')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(blobs.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
    await expect(blobs.put('a/../../b', Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions('info'), sink);
    logger.info({ body: { username: 'demo', password: 'Demo@2026' }, page: { access_token: 'EAAB-secret' } }, 'login');
    logger.info({ req: { headers: { authorization: 'Bearer abc.def' } } }, 'request');
    const output = lines.join('');
    expect(output).toContain('demo');
    expect(output).not.toContain('Demo@2026');
    expect(output).not.toContain('EAAB-secret');
    expect(output).not.toContain('abc.def');
  });
});

/** The part of the OpenAPI document the test reads: the owner login's request and answer schemas. */
type OpenApiDocument = {
  openapi: string;
  paths: {
    '/api/auth/owner-login': {
      post: {
        requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
        responses: { '200': { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } };
      };
    };
  };
};

describe('running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports health and the Meta mode', async () => {
    const response = await server.call(healthEndpoints.status);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      meta: {
        mode: 'simulator',
        graph_url: `${server.config.appUrl}/_meta/v21.0`,
        sim_url: `${server.config.appUrl}/_meta`,
      },
    });
  });

  it('serves OpenAPI generated from the contract schemas', async () => {
    const response = await server.request<OpenApiDocument>('GET', '/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const login = response.body.paths['/api/auth/owner-login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'username',
      'password',
      'oneTime',
    ]);
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('show_instagram');
    const docs = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('runs jobs on the durable queue of the same database', async () => {
    const session = await server.login('demo', 'Demo@2026');
    await server.call(authEndpoints.logout, { token: session.access_token });
    server.clock.advance(2 * 86_400_000);
    await server.runtime.queue.enqueue('maintenance.purge-expired', {});
    const hash = (await import('../src/features/auth/access-token.ts')).hashAccessToken(session.access_token);
    const { accessTokens } = await import('../src/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const deadline = Date.now() + 15_000;
    let remaining = 1;
    while (Date.now() < deadline && remaining > 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      remaining = (await server.runtime.database.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hash)))
        .length;
    }
    expect(remaining).toBe(0);
  });

  it.skipIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'vacuums and analyzes the embedded database, which never autovacuums',
    async () => {
      const { sql } = await import('drizzle-orm');
      const analyzed = async () =>
        (
          (await server.runtime.database.db.execute(
            sql`select reltuples from pg_class where relname = 'users'`,
          )) as unknown as { rows: { reltuples: number }[] }
        ).rows[0]!.reltuples;
      expect(await analyzed()).toBe(-1);
      await server.runtime.queue.enqueue('maintenance.vacuum', {});
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await analyzed()) === -1)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await analyzed()).toBeGreaterThan(0);
    },
  );
});

describe('serving the web app', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'seller-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body>app shell</body></html>');
    writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    server = await startTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the app shell for the root and for any route of the web app', async () => {
    for (const url of ['/', '/auth/login', '/dashboard/user/notifications', '/no/such/page']) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('app shell');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves build files as immutable, files added after start included, and a missing one as 404', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    writeFileSync(path.join(webDir, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await fetch(`${server.baseUrl}/assets/later-def456.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/assets/gone-000.js`)).status).toBe(404);
  });

  it("sends the build's compressed copy to a browser that accepts it, and the file itself to one that does not", async () => {
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(path.join(webDir, 'assets', 'big-123abc.js'), script);
    writeFileSync(path.join(webDir, 'assets', 'big-123abc.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDir, 'assets', 'big-123abc.js.gz'), gzipSync(script));
    const url = `${server.baseUrl}/assets/big-123abc.js`;
    // fetch decodes what it accepted: the text arrives whole either way.
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase(), accepted).toContain('accept-encoding');
      expect(await response.text(), accepted).toBe(script);
    }
  });
});

describe('the server process', () => {
  it('starts on the embedded defaults and shuts down cleanly on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-process-'));
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    try {
      // What is tested is that it starts and stops cleanly, not how fast: a fresh initdb on a loaded machine took 47 s.
      const deadline = Date.now() + 100_000;
      let healthy = false;
      while (!healthy && child.exitCode === null && Date.now() < deadline) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(healthy, output).toBe(true);
      expect(output).toContain('demo / Demo@2026');
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start with a bad variable and names it', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../src/main.ts')], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
  });
});
