import { ConfigError, loadConfig } from './platform/config.ts';
import { demoCredentials } from './features/demo/seed-demo.ts';
import { startRuntime } from './runtime.ts';

async function main() {
  const config = loadConfig();
  const runtime = await startRuntime(config, { http: true, worker: config.runWorker });
  const app = runtime.app!;
  await app.listen({ port: config.port, host: config.host });
  await runtime.afterListen();

  const database = config.database.driver === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`\nServing on ${config.appUrl}  (database: ${database}; Meta: ${config.meta.mode})`);
  if (config.seedDemo) {
    console.log('Demo accounts:');
    console.log(`  owner  ${demoCredentials.owner.username} / ${demoCredentials.owner.password}`);
    console.log(`  admin  ${demoCredentials.admin.username} / ${demoCredentials.admin.password}`);
    console.log(`  referral agent  ${demoCredentials.referral.username} / ${demoCredentials.referral.password}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
