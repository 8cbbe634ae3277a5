import type { FastifyInstance } from 'fastify';
import { publicPageLocale } from '../../platform/http/public-page.ts';
import { renderLegalPage } from './legal-page.ts';
import type { LegalDocument, Operator } from './legal-texts.ts';

/**
 * The public privacy policy and terms at stable addresses (`/privacy`, `/terms`) that the operator gives Meta in the
 * app's settings: whole pages from the server, so they read without JavaScript or a session.
 */
export function legalRoutes(app: FastifyInstance, deps: { operator: Operator }) {
  for (const document of ['privacy', 'terms'] as const satisfies readonly LegalDocument[]) {
    app.get(`/${document}`, { schema: { hide: true } }, (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .send(renderLegalPage(document, publicPageLocale(request), deps.operator)),
    );
  }
}
