import { orderRequestsEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requestLocale } from '../../../platform/http/error-handler.ts';
import { sessionActor } from '../../../platform/http/request-context.ts';
import type { OrderRequestsService } from './order-requests.service.ts';

export function orderRequestsRoutes(router: EndpointRouter, { requests }: { requests: OrderRequestsService }) {
  // The page in the path is checked by the request context (its owners and admins only).
  router.route(endpoints.list, ({ params, query }) => requests.list(params.pageId, query));
  router.route(endpoints.exportCsv, async ({ params, query, request, reply }) => {
    const csv = await requests.exportCsv(params.pageId, query, requestLocale(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="requests-${params.pageId}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
  router.route(endpoints.get, ({ params, request }) => requests.get(sessionActor(request), params.id));
  router.route(endpoints.update, ({ params, body, request }) =>
    requests.update(sessionActor(request), params.id, body, requestLocale(request)),
  );
  router.route(endpoints.destroy, ({ params, request }) => requests.destroy(sessionActor(request), params.id));
}
