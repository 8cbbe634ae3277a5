import path from 'node:path';
import { buildApp, createServices, type App, type Services } from './app.ts';
import { createLocalBlobStore } from './platform/blobs/blob-store.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { createPgBossQueue, type JobQueue } from './platform/queue/job-queue.ts';
import { seedDemoData } from './features/demo/seed-demo.ts';
import { registerJobs } from './jobs.ts';
import { createLogger } from './platform/logger.ts';

export type Runtime = {
  config: Config;
  database: Database;
  queue: JobQueue;
  services: Services;
  app: App | null;
  demoSeeded: boolean;
  stop(): Promise<void>;
};

type RuntimeOptions = { clock?: Clock; http: boolean; worker: boolean; database?: Database };

/** Opens the infrastructure, migrates, seeds the demo and starts the HTTP app and/or the worker. */
export async function startRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  await database.migrate();
  const blobs = createLocalBlobStore(path.join(config.dataDir, 'blobs'));
  const logger = createLogger(config.logLevel);
  const queue = createPgBossQueue(database.executeSql, logger);
  await queue.start();

  const deps = { config, database, queue, blobs, clock, logger };
  const services = createServices(deps);
  const { seeded } = config.seedDemo ? await seedDemoData(database.db, clock) : { seeded: false };
  if (options.worker) await registerJobs(queue, services);
  const app = options.http ? await buildApp(deps, services) : null;

  let stopped = false;
  return {
    config,
    database,
    queue,
    services,
    app,
    demoSeeded: seeded,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app?.close();
      await queue.stop();
      if (!options.database) await database.close();
    },
  };
}
