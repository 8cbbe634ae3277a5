import path from 'node:path';
import { buildApp, createServices, type App, type Services } from './app.ts';
import { createLocalBlobStore } from './platform/blobs/blob-store.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { createPgBossQueue, type JobQueue } from './platform/queue/job-queue.ts';
import { createMetaSimulator, type MetaSimulator } from '@app/meta-sim';
import { seedDemoData } from './features/demo/seed-demo.ts';
import { linkDemoPages } from './features/demo/link-demo-pages.ts';
import { seedDemoLife, type DemoLifeServices } from './features/demo/seed-demo-life.ts';
import { registerJobs } from './jobs.ts';
import { createLogger } from './platform/logger.ts';

export type Runtime = {
  config: Config;
  database: Database;
  queue: JobQueue;
  services: Services;
  app: App | null;
  simulator: MetaSimulator | null;
  readiness: { ready: boolean };
  demoSeeded: boolean;
  /**
   * Demo mode's first start: the demo's life (features/demo/seed-demo-life.ts), made after the server is ready so
   * that start-up does not wait for it; settled when it is made (or failed, logged). Null when nothing is seeded.
   */
  demoLife(): Promise<void> | null;
  /** Work that needs this server to be listening: linking the demo pages through the simulator over HTTP. */
  afterListen(): Promise<void>;
  stop(): Promise<void>;
};

// The database functions, one file each beside the feature that calls them: created or replaced on every start.
export const repeatableSql = [
  'features/replies/sql/decide-replies.sql',
  'features/webhooks/sql/import-journal-rows.sql',
  'features/inbox/sql/last-message.sql',
  'features/bot/sql/flow-step.sql',
  'features/admin/sql/admin-search.sql',
  'features/admin/sql/admin-page-rows.sql',
].map((file) => path.join(import.meta.dirname, file));

type RuntimeOptions = { clock?: Clock; http: boolean; worker: boolean; database?: Database };

/** Opens the infrastructure, migrates, seeds the demo and starts the HTTP app and/or the worker. */
export async function startRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  const clock = options.clock ?? systemClock;
  // Leases taken before this moment belong to an earlier run (see afterListen).
  const startedAt = clock.now();
  const database = options.database ?? (await openDatabase(config.database));
  await database.migrate(repeatableSql);
  const blobs = createLocalBlobStore(path.join(config.dataDir, 'blobs'));
  const logger = createLogger(config.logLevel);
  const queue = createPgBossQueue(database.executeSql, logger);
  await queue.start();

  const deps = { config, database, queue, blobs, clock, logger };
  const services = createServices(deps);
  const { seeded } = config.seedDemo ? await seedDemoData(database.db) : { seeded: false };
  // Demo mode: Meta's platform is the simulator, mounted under /_meta on this server's own port unless it runs in
  // its own process (META_SIMULATOR_URL).
  const simulator =
    options.http && config.meta.simulator?.embedded
      ? createMetaSimulator({
          appId: config.meta.appId,
          appSecret: config.meta.appSecret,
          instagramAppId: config.meta.instagramLogin?.appId,
          instagramAppSecret: config.meta.instagramLogin?.appSecret,
          webhookUrl: config.meta.webhookUrl,
          publicUrl: `${config.appUrl}/_meta`,
          clock,
          stateFile: config.meta.simulatorStateFile,
        })
      : null;
  // The embedded simulator answers Graph calls only once this server listens: until then a job's send (a flow's wait
  // come due during a slow restart) would find no one there, so the workers start after the listen (afterListen).
  const workersAfterListen = simulator !== null;
  if (options.worker && !workersAfterListen) await registerJobs(queue, services, database, config);
  const readiness = { ready: false };
  const app = options.http ? await buildApp(deps, services, { simulator, readiness }) : null;

  let stopped = false;
  let recovering: Promise<void> | null = null;
  let demoLife: Promise<void> | null = null;
  return {
    config,
    database,
    queue,
    services,
    app,
    simulator,
    readiness,
    demoSeeded: seeded,
    demoLife: () => demoLife,
    async afterListen() {
      if (options.worker && workersAfterListen) await registerJobs(queue, services, database, config);
      await services.webhookIntake.recover();
      // PGlite is opened by this process alone: leases an earlier run held were left by a crash; they are taken
      // back now, in the background, rather than when they would run out (a minute or two later).
      if (database.driver === 'pglite' && options.worker) {
        recovering = (async () => {
          await services.dispatcher.recoverOrphans(startedAt);
          await services.replyEngine.recoverOrphans(startedAt);
          await services.publishingEngine.recoverOrphans(startedAt);
        })().catch((error: unknown) => logger.error({ err: error }, 'taking back work left by a crash failed'));
      }
      const simulatorUrl = config.meta.simulator?.callUrl;
      if (options.http && simulatorUrl && config.seedDemo) {
        const linked = await linkDemoPages({ db: database.db, simulatorUrl, linking: services.linking, config, clock });
        if (linked.linked && config.seedDemoLife)
          demoLife = seedDemoLife({
            db: database.db,
            clock,
            demo: linked.demo,
            services: demoLifeServices(services),
            picturesUrl: `${config.meta.simulator!.url}/pictures`,
          }).catch((error: unknown) =>
            logger.error({ err: error }, 'seeding the demo conversations and campaigns failed'),
          );
      }
      // After an outage: comments Meta could not deliver while the product was down are read back and answered.
      if (options.worker) {
        await queue
          .enqueue('replies.backfill-sweep', {})
          .catch((error: unknown) => logger.error({ err: error }, 'queueing the missed-comments check failed'));
      }
      readiness.ready = true;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await app?.close();
      await recovering;
      await demoLife;
      await services.webhookIntake.close();
      await services.dispatcher.idle();
      await services.replyEngine.idle();
      await services.bot.answerer.idle();
      // The admin home's counts of the last second, once nothing adds to them any more.
      await services.admin.dailyCounts.flush();
      // Publishing attempts are not awaited: one may be waiting for a due instant or polling a video for minutes.
      // Their leases lapse and the sweep (or the next start's recovery) takes them back, looking on Meta first.
      await simulator?.close();
      await queue.stop();
      if (!options.database) await database.close();
    },
  };
}

/** The screens' services the demo's life is made with. */
function demoLifeServices(services: Services): DemoLifeServices {
  return {
    replies: services.replies,
    instagramReplies: services.instagramReplies,
    botSettings: services.bot.settings,
    botReplies: services.bot.replies,
    botFlows: services.bot.flows,
    storyQuickReplies: services.storyAnswers.quickReplies,
    storyCampaigns: services.storyAnswers.campaigns,
    publishing: services.publishing,
    store: services.store,
  };
}
