import { z } from 'zod';
import { healthSchema } from '@app/contract';
import type { Config } from '../../platform/config.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';

export async function healthRoutes(
  app: ZodApp,
  { config, readiness }: { config: Config; readiness: { ready: boolean } },
) {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness and which Meta platform the product talks to',
      description: 'Answers 503 {status: "starting"} until start-up work (such as linking the demo pages) is done.',
      response: { 200: healthSchema, 503: z.object({ status: z.literal('starting') }) },
    },
    handler: async (_request, reply) => {
      if (!readiness.ready) return reply.status(503).send({ status: 'starting' as const });
      return {
        status: 'ok' as const,
        meta: {
          mode: config.meta.mode,
          graph_url: config.meta.graphUrl,
          sim_url: config.meta.mode === 'simulator' ? `${config.appUrl}/_meta` : null,
        },
      };
    },
  });

  // Kept for the web app's CSRF handshake; tokens are bearer tokens, so there is no cookie to set.
  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());
}
