import { linkingEndpoints as endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { ConnectionDoctorService } from './connection-doctor.ts';
import type { InstagramLoginService } from './instagram-login.service.ts';
import type { LinkingService } from './linking.service.ts';

export function linkingRoutes(
  router: EndpointRouter,
  {
    linking,
    connectionDoctor: doctor,
    instagramLogin,
  }: { linking: LinkingService; connectionDoctor: ConnectionDoctorService; instagramLogin: InstagramLoginService },
) {
  router.route(endpoints.facebookDialog, ({ query, context }) =>
    linking.startDialog(context.session, query.instagram === 'yes', query.rerequest === 'yes'),
  );
  // The browser signing in, as a password sign-in records it (the sessions list names its device).
  const clientOf = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
  });
  router.route(endpoints.loginWithCode, ({ body, context, request }) =>
    linking.loginWithCode(body, context.session, context.token, clientOf(request)),
  );
  router.route(endpoints.loginWithToken, ({ body, request }) => linking.loginWithToken(body.token, clientOf(request)));
  router.route(endpoints.addPages, ({ body, request }) => linking.addPages(requireSession(request), body.token));
  router.route(endpoints.addInstagramAccounts, ({ body, request }) =>
    linking.addInstagramAccounts(requireSession(request), body.token),
  );
  router.route(endpoints.instagramLoginDialog, ({ request }) => instagramLogin.startDialog(requireSession(request)));
  router.route(endpoints.instagramLoginWithCode, ({ body, request }) =>
    instagramLogin.linkWithCode(requireSession(request), body),
  );
  router.route(endpoints.removePage, ({ params, request }) =>
    linking.removePage(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.removeInstagramAccount, ({ params, request }) =>
    linking.removeInstagramAccount(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.pageDoctor, ({ params, request }) =>
    doctor.pageDoctor(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.subscribePage, ({ params, request }) =>
    doctor.subscribePage(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.instagramDoctor, ({ params, request }) =>
    doctor.instagramDoctor(requireSession(request).user.id, params.id),
  );
  router.route(endpoints.subscribeInstagram, ({ params, request }) =>
    doctor.subscribeInstagram(requireSession(request).user.id, params.id),
  );
  // The admin side answers the owner's connection check too.
  router.route(endpoints.checkPagePermissions, async ({ params }) => ({
    ...(await linking.checkPagePermissions(params.id)),
    doctor: await doctor.adminPageDoctor(params.id),
  }));
  router.route(endpoints.addPagePermissions, async ({ params }) => ({
    ...(await linking.addPagePermissions(params.id)),
    doctor: await doctor.adminPageDoctor(params.id),
  }));
  router.route(endpoints.checkInstagramPermissions, async ({ params }) => ({
    ...(await linking.checkInstagramPermissions(params.id)),
    doctor: await doctor.adminInstagramDoctor(params.id),
  }));
  router.route(endpoints.addInstagramPermissions, async ({ params }) => ({
    ...(await linking.addInstagramPermissions(params.id)),
    doctor: await doctor.adminInstagramDoctor(params.id),
  }));
}
