import { healthEndpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';

export function healthRoutes(
  router: EndpointRouter,
  { config, readiness }: { config: Config; readiness: { ready: boolean } },
) {
  router.route(healthEndpoints.status, ({ reply }) => {
    if (!readiness.ready) return reply.status(503).send({ status: 'starting' as const });
    return {
      status: 'ok' as const,
      meta: {
        mode: config.meta.mode,
        graph_url: config.meta.graphUrl,
        sim_url: config.meta.simulator?.url ?? null,
      },
    };
  });
}

/** Kept for the web app's CSRF handshake; tokens are bearer tokens, so there is no cookie to set. */
export function csrfCookieRoute(app: FastifyInstance) {
  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());
}
