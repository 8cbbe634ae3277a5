import { healthSchema } from '@app/contract';
import type { Config } from '../../platform/config.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';

export async function healthRoutes(app: ZodApp, { config }: { config: Config }) {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness and which Meta platform the product talks to', response: { 200: healthSchema } },
    handler: async () => ({
      status: 'ok' as const,
      meta: {
        mode: config.meta.mode,
        graph_url: config.meta.graphUrl,
        sim_url: config.meta.mode === 'simulator' ? `${config.appUrl}/_meta` : null,
      },
    }),
  });

  // Kept for the web app's CSRF handshake; tokens are bearer tokens, so there is no cookie to set.
  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());
}
