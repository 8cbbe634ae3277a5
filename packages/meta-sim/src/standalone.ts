import Fastify from 'fastify';
import { createMetaSimulator } from './index.ts';

const port = Number(process.env.SIM_PORT ?? 4000);
const host = process.env.SIM_HOST ?? '0.0.0.0';
const publicUrl = process.env.SIM_PUBLIC_URL ?? `http://localhost:${port}`;

const simulator = createMetaSimulator({
  appId: process.env.SIM_APP_ID ?? '1234567890123456',
  appSecret: process.env.SIM_APP_SECRET ?? 'sim-app-secret',
  ...(process.env.SIM_INSTAGRAM_APP_ID ? { instagramAppId: process.env.SIM_INSTAGRAM_APP_ID } : {}),
  ...(process.env.SIM_INSTAGRAM_APP_SECRET ? { instagramAppSecret: process.env.SIM_INSTAGRAM_APP_SECRET } : {}),
  webhookUrl: process.env.SIM_WEBHOOK_URL || null,
  publicUrl,
  stateFile: process.env.SIM_STATE_FILE || null,
});

const app = Fastify({ logger: { level: process.env.SIM_LOG_LEVEL ?? 'info' } });
await app.register(simulator.plugin);
await app.listen({ port, host });
app.log.info(
  `Meta simulator: Graph API ${publicUrl}/v21.0, dialog ${publicUrl}/v21.0/dialog/oauth, control ${publicUrl}/_sim`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await simulator.close();
      await app.close();
      process.exit(0);
    })();
  });
}
