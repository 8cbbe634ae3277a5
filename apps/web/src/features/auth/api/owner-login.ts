import { sessionResponseSchema, type OwnerLoginRequest } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, primeCsrfCookie } from '@/shared/api/http-client.ts';

export async function ownerLogin(request: OwnerLoginRequest) {
  await primeCsrfCookie();
  return apiRequest('/api/auth/owner-login', {
    method: 'POST',
    body: request,
    schema: sessionResponseSchema,
    skipUnauthenticatedHandler: true,
  });
}

export function useOwnerLogin() {
  return useMutation({ mutationFn: ownerLogin });
}
