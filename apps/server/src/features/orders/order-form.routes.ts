import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  orderFormEndpoints as endpoints,
  orderFormQuerySchema,
  orderFormSchema,
  orderLinkTokenParams,
  type OrderForm,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { OrderFormService } from './order-form.service.ts';

/**
 * The web view itself at `/order/<token>`, on whatever host the page's web-view domain points at us: its own small
 * page (apps/web/order-form), not the dashboard. Read per request, so a rebuilt web view is served without a restart.
 */
const messengerFrames = 'https://www.messenger.com https://www.facebook.com';

// Link previews (Messenger's, WhatsApp's, …) fetch the address without being a customer: no form read, none counted.
const linkPreviewAgents = /facebookexternalhit|facebot|meta-externalagent|whatsapp|telegrambot|twitterbot|slackbot/i;

/**
 * The form goes inside the page: on a phone's slow connection the separate call would cost a round trip (about a
 * quarter of a second on Slow 4G). A link that cannot be shown (expired, tampered, nothing left to order) is left to
 * the page's own call, which answers with the localized refusal.
 */
async function embeddedForm(orderForm: OrderFormService, request: FastifyRequest): Promise<OrderForm | undefined> {
  if (linkPreviewAgents.test(request.headers['user-agent'] ?? '')) return undefined;
  const params = orderLinkTokenParams.safeParse(request.params);
  const query = orderFormQuerySchema.safeParse(request.query);
  if (!params.success || !query.success) return undefined;
  try {
    const form = await orderForm.show(params.data.token, query.data.lang, request.headers['accept-language']);
    return orderFormSchema.parse(form);
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'order form not embedded in the web view');
    return undefined;
  }
}

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function orderWebViewRoute(app: FastifyInstance, webDistDir: string, orderForm: OrderFormService) {
  const file = path.join(webDistDir, 'order-form', 'index.html');
  app.get('/order/:token', { schema: { hide: true } }, async (request, reply) => {
    const page = await readFile(file, 'utf8').catch(() => null);
    if (page === null) return reply.status(404).type('text/plain').send('The web view is not built.');
    const form = await embeddedForm(orderForm, request);
    const html = form
      ? page.replace(
          '</body>',
          // A function: a "$&" in a product's name must not be read as a replacement pattern.
          () => `<script type="application/json" id="order-form-data">${scriptSafeJson(form)}</script></body>`,
        )
      : page;
    // Messenger shows a web view framed on messenger.com and facebook.com on a computer. The page holds no session
    // or cookie, so being framed there costs nothing; everywhere else framing stays refused.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${messengerFrames}`),
    );
    reply.removeHeader('x-frame-options');
    // The page may now hold a form made for this visit (its submission key): never kept by a cache.
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
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
  orderWebViewRoute(app, webDistDir, orderForm);
}
