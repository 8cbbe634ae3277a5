import { botEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import { requireSession } from '../../../platform/http/request-context.ts';
import type { SubscribersService } from './subscribers.service.ts';

export function subscribersRoutes(router: EndpointRouter, services: { subscribers: SubscribersService }) {
  const { subscribers } = services;
  router.route(endpoints.subscribers, ({ query, context }) => subscribers.list(query, context, context.locale));
  router.route(endpoints.exportSubscribers, async ({ query, context, reply }) => {
    const csv = await subscribers.exportCsv(query, context, context.locale);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${query.channel}.csv"`)
      .send(csv);
  });
  router.route(endpoints.subscriberLabels, ({ params, body, request, context }) => {
    const { user } = requireSession(request);
    return subscribers.setLabels(params.id, body.labels, { userId: user.id, isAdmin: user.isAdmin }, context.locale);
  });
  router.route(endpoints.referralSubscribers, ({ query, request, context }) =>
    subscribers.referralList(query, requireSession(request).user.id, context.locale),
  );
}
