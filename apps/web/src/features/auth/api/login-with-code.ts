import type { LoginCodeRequest, SessionResponse } from '@app/contract';
import { apiRequest } from '@/shared/api/http-client.ts';

export function loginWithCode(request: LoginCodeRequest) {
  return apiRequest<SessionResponse>('/api/auth/login-code', {
    method: 'POST',
    body: request,
    skipUnauthenticatedHandler: true,
  });
}
