import { linkingEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { LinkingService } from './linking.service.ts';

export function linkingRoutes(router: EndpointRouter, { linking }: { linking: LinkingService }) {
  router.route(endpoints.facebookDialog, ({ query, context }) =>
    linking.startDialog(context.session, query.instagram === 'yes'),
  );
  router.route(endpoints.loginWithCode, ({ body, context }) =>
    linking.loginWithCode(body, context.session, context.token),
  );
  router.route(endpoints.loginWithToken, ({ body }) => linking.loginWithToken(body.token));
  router.route(endpoints.addPages, ({ body, request }) => linking.addPages(requireSession(request), body.token));
  router.route(endpoints.addInstagramAccounts, ({ body, request }) =>
    linking.addInstagramAccounts(requireSession(request), body.token),
  );
  router.route(endpoints.removePage, ({ params, request }) =>
    linking.removePage(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.removeInstagramAccount, ({ params, request }) =>
    linking.removeInstagramAccount(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.checkPagePermissions, ({ params }) => linking.checkPagePermissions(params.id));
  router.route(endpoints.addPagePermissions, ({ params }) => linking.addPagePermissions(params.id));
  router.route(endpoints.checkInstagramPermissions, ({ params }) => linking.checkInstagramPermissions(params.id));
  router.route(endpoints.addInstagramPermissions, ({ params }) => linking.addInstagramPermissions(params.id));
}
