import { profileEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { AuthService } from '../auth/index.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(
  router: EndpointRouter,
  { profile, auth }: { profile: ProfileService; auth: AuthService },
) {
  router.route(profileEndpoints.update, ({ body, request }) =>
    auth.updateProfile(requireSession(request), {
      name: body.name,
      locale: body.locale,
      ...(body.email === undefined ? {} : { email: body.email || null }),
      ...(body.avatar_url ? { avatar: body.avatar_url } : body.remove_avatar ? { avatar: null } : {}),
    }),
  );
  router.route(profileEndpoints.sessions, ({ request }) => profile.sessions(requireSession(request)));
  router.route(profileEndpoints.endSession, ({ params, request }) =>
    auth.endSession(requireSession(request), params.id),
  );
  router.route(profileEndpoints.endOtherSessions, ({ request }) => auth.endOtherSessions(requireSession(request)));
  router.route(profileEndpoints.issuePasswordReset, ({ params, request }) =>
    profile.issueResetLinkFor(requireSession(request), params.id),
  );
  router.route(profileEndpoints.passwordResetStatus, ({ params }) => profile.resetStatus(params.token));
  router.route(profileEndpoints.resetPassword, ({ body }) => profile.resetPassword(body));
  router.route(profileEndpoints.signInOptions, () => profile.signInOptions());
  router.route(profileEndpoints.requestPasswordResetEmail, ({ body, request, context }) =>
    profile.requestResetByEmail(body.login, request.ip, context.locale),
  );
}
