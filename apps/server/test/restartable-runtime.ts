import { existsSync } from 'node:fs';
import path from 'node:path';
import { createSimulatorClient } from '@app/meta-sim/client';
import type { ManualClock } from '../src/platform/clock.ts';
import { startRuntime } from '../src/runtime.ts';
import { migratedPglite, testConfig, type TestServer } from './test-server.ts';

/** A restarted runtime listens on the same free port, where the simulator's webhooks already go. */
export { freePort } from './test-server.ts';

/**
 * The whole product on a data directory (embedded PGlite and the simulator's saved world) and a port: booted again
 * on the same two, it is the product after a crash or a deploy.
 */
export async function bootRuntime(dataDir: string, port: number, clock: ManualClock, env: Record<string, string> = {}) {
  const config = testConfig(dataDir, port, env);
  // A new data directory starts as the migrated template; a restart finds the database it left.
  const db = config.database;
  if (db.driver === 'pglite' && db.dataDir && !existsSync(path.join(db.dataDir, 'PG_VERSION')))
    await (await migratedPglite(db.dataDir)).close();
  const started = await startRuntime(config, { http: true, worker: true, clock });
  await started.app!.listen({ port, host: '127.0.0.1' });
  await started.afterListen();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = { baseUrl, runtime: started, clock, simulator: createSimulatorClient(`${baseUrl}/_meta`) };
  return { runtime: started, server: server as unknown as TestServer, baseUrl };
}
