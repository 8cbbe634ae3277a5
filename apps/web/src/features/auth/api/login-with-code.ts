import type { LoginCodeRequest } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export function loginWithCode(request: LoginCodeRequest) {
  return api(apiRoutes.linking.loginWithCode, { body: request, skipUnauthenticatedHandler: true });
}
