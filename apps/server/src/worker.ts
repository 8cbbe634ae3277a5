import { ConfigError, loadConfig } from './platform/config.ts';
import { startRuntime } from './runtime.ts';

/** Production worker process: job handlers only, no HTTP. Run beside servers started with RUN_WORKER=false. */
async function main() {
  const config = loadConfig();
  const runtime = await startRuntime(config, { http: false, worker: true });
  console.log('Worker started');
  const shutdown = async () => {
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
