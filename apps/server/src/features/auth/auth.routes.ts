import { authEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(router: EndpointRouter, { auth }: { auth: AuthService }) {
  router.route(authEndpoints.ownerLogin, ({ body, request }) =>
    auth.ownerLogin(body, request.ip, request.headers['user-agent']),
  );
  router.route(authEndpoints.profile, ({ request, context }) =>
    auth.profile(requireSession(request), context.token ?? ''),
  );
  router.route(authEndpoints.changePassword, ({ body, request }) => auth.changePassword(requireSession(request), body));
  router.route(authEndpoints.logout, ({ request }) => auth.logout(requireSession(request)));
  router.route(authEndpoints.impersonate, ({ params, request }) =>
    auth.impersonate(requireSession(request), params.id),
  );
}
