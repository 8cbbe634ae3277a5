import { notificationsEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(
  router: EndpointRouter,
  { notifications }: { notifications: NotificationsService },
) {
  const userId = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
  router.route(endpoints.list, ({ request, query, context }) =>
    notifications.list(userId(request), query, context.locale),
  );
  router.route(endpoints.markRead, ({ request, params }) => notifications.markRead(userId(request), params.id));
  router.route(endpoints.markAllRead, ({ request }) => notifications.markAllRead(userId(request)));
  router.route(endpoints.remove, ({ request, params }) => notifications.delete(userId(request), params.id));
}
