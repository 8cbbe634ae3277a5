import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { orderFormEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { OrderFormService } from './order-form.service.ts';

/**
 * The web view itself at `/order/<token>`, on whatever host the page's web-view domain points at us: its own small
 * page (apps/web/order-form), not the dashboard. Read per request, so a rebuilt web view is served without a restart.
 */
const messengerFrames = 'https://www.messenger.com https://www.facebook.com';

function orderWebViewRoute(app: FastifyInstance, webDistDir: string) {
  const file = path.join(webDistDir, 'order-form', 'index.html');
  app.get('/order/:token', { schema: { hide: true } }, async (_request, reply) => {
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) return reply.status(404).type('text/plain').send('The web view is not built.');
    // Messenger shows a web view framed on messenger.com and facebook.com on a computer. The page holds no session
    // or cookie, so being framed there costs nothing; everywhere else framing stays refused.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${messengerFrames}`),
    );
    reply.removeHeader('x-frame-options');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The web view's page and its two public calls (`orderFormEndpoints`), in a scope of their own. */
export async function orderFormRoutes(
  app: FastifyInstance,
  routerOn: (scope: FastifyInstance) => EndpointRouter,
  { orderForm, webDistDir }: { orderForm: OrderFormService; webDistDir: string },
) {
  await app.register(async (scope) => {
    const router = routerOn(scope);
    router.route(endpoints.show, ({ params, query, request }) =>
      orderForm.show(params.token, query.lang, request.headers['accept-language']),
    );
    router.route(endpoints.submit, ({ params, body, request }) =>
      orderForm.submit(params.token, body, request.headers['accept-language']),
    );
  });
  orderWebViewRoute(app, webDistDir);
}
