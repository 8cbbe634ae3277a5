import { adminNoticesEndpoints, pushEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AdminNotices } from './admin-notices.ts';
import type { PushSettingsService } from './push/push-settings.ts';

/** Administrators' notices, and each user's push devices and chosen kinds. */
export function noticesRoutes(
  router: EndpointRouter,
  services: { adminNotices: AdminNotices; push: PushSettingsService },
) {
  const { adminNotices, push } = services;
  const userId = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
  router.route(adminNoticesEndpoints.send, ({ request, body }) => adminNotices.send(requireSession(request), body));
  router.route(pushEndpoints.settings, ({ request }) => push.settings(userId(request)));
  router.route(pushEndpoints.savePreferences, ({ request, body }) => push.savePreferences(userId(request), body));
  router.route(pushEndpoints.subscribe, ({ request, body, context }) =>
    push.subscribe(userId(request), body, context.locale),
  );
  router.route(pushEndpoints.unsubscribe, ({ request, body }) => push.unsubscribe(userId(request), body.endpoint));
}
