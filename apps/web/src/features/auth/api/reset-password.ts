import type { PasswordResetRequest } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api, primeCsrfCookie } from '@/shared/api/http-client.ts';

const routes = apiRoutes.profile;

export function getPasswordResetStatus(token: string) {
  return api(routes.passwordResetStatus, { params: { token }, skipUnauthenticatedHandler: true });
}

export function resetPassword(body: PasswordResetRequest) {
  return api(routes.resetPassword, { body, skipUnauthenticatedHandler: true });
}

export function getSignInOptions() {
  return api(routes.signInOptions, { skipUnauthenticatedHandler: true });
}

export async function requestResetMail(login: string) {
  await primeCsrfCookie();
  return api(routes.requestPasswordResetEmail, { body: { login }, skipUnauthenticatedHandler: true });
}
