import type { OwnerLoginRequest } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api, primeCsrfCookie } from '@/shared/api/http-client.ts';

export async function ownerLogin(request: OwnerLoginRequest) {
  await primeCsrfCookie();
  return api(apiRoutes.auth.ownerLogin, { body: request, skipUnauthenticatedHandler: true });
}

export function useOwnerLogin() {
  return useMutation({ mutationFn: ownerLogin });
}
