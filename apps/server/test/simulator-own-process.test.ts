import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints, inboxEndpoints } from '@app/contract';
import { createSimulatorClient } from '@app/meta-sim/client';
import { settle } from './inbox-send-helpers.ts';
import { freePort, startTestServer, type TestServer } from './test-server.ts';

// Demo mode with the simulator in its own process (META_SIMULATOR_URL), as the benchmarks run it so that the
// product's CPU is measured without Meta's: the demo is linked through its control API and its webhooks arrive.
const appSecret = 'own-process-app-secret';
let simulatorProcess: ChildProcess;
let simulatorUrl: string;
let server: TestServer;

async function startStandaloneSimulator(): Promise<void> {
  const port = await freePort();
  simulatorUrl = `http://127.0.0.1:${port}`;
  simulatorProcess = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../../packages/meta-sim/src/standalone.ts')],
    {
      env: {
        ...process.env,
        SIM_PORT: String(port),
        SIM_HOST: '127.0.0.1',
        SIM_PUBLIC_URL: simulatorUrl,
        SIM_APP_ID: 'simulator-app',
        SIM_APP_SECRET: appSecret,
        SIM_LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const control = createSimulatorClient(simulatorUrl);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await control.appSettings();
      return;
    } catch (error) {
      if (Date.now() > deadline || simulatorProcess.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  await startStandaloneSimulator();
  server = await startTestServer({ META_SIMULATOR_URL: simulatorUrl, META_APP_SECRET: appSecret });
  await server.simulator.setWebhookUrl(server.config.meta.webhookUrl!);
});
afterAll(async () => {
  await server?.stop();
  simulatorProcess?.kill();
});

describe('the simulator in its own process', () => {
  it('is the Meta the product reports, and not mounted inside the product', async () => {
    const health = await server.call(healthEndpoints.status);
    expect(health.body).toEqual({
      status: 'ok',
      meta: { mode: 'simulator', graph_url: `${simulatorUrl}/v21.0`, sim_url: simulatorUrl },
    });
    expect((await server.request('GET', '/_meta/_sim/app')).status).toBe(404);
  });

  it('holds the demo pages, linked through its control API and the OAuth code path', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const simulatorPages = await server.simulator.listPages();
    expect(session.pages.map((page) => page.page_id).sort()).toEqual(simulatorPages.map((page) => page.id).sort());
    expect(session.pages).toHaveLength(2);
    // The product's own Graph calls reached this simulator: linking installed the app on both pages.
    const installs = (await server.simulator.calls()).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/subscribed_apps'),
    );
    expect(installs.length).toBeGreaterThanOrEqual(2);
  });

  it("delivers a customer's message to the product's inbox", async () => {
    const session = await server.login('demo', 'Demo@2026');
    const page = session.pages[0]!;
    const sent = await server.simulator.sendMessage({
      page_id: page.page_id,
      from: { id: '9900001', name: 'Rana Own-Process' },
      text: 'hello from another process',
    });
    await settle(server);
    const stored = await server.call(inboxEndpoints.conversations, {
      query: { channel: 'messenger' },
      token: session.access_token,
      headers: { 'page-id': String(page.id) },
    });
    expect(stored.status).toBe(200);
    expect(JSON.stringify(stored.body)).toContain('hello from another process');
    expect(sent.mid).toBeTruthy();
  });
});
