import type { OwnerLoginRequest, SessionResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, primeCsrfCookie } from '@/shared/api/http-client.ts';

export async function ownerLogin(request: OwnerLoginRequest) {
  await primeCsrfCookie();
  return apiRequest<SessionResponse>('/api/auth/owner-login', {
    method: 'POST',
    body: request,
    skipUnauthenticatedHandler: true,
  });
}

export function useOwnerLogin() {
  return useMutation({ mutationFn: ownerLogin });
}
