import { sessionResponseSchema, type LoginCodeRequest } from '@app/contract';
import { apiRequest } from '@/shared/api/http-client.ts';

export function loginWithCode(request: LoginCodeRequest) {
  return apiRequest('/api/auth/login-code', {
    method: 'POST',
    body: request,
    schema: sessionResponseSchema,
    skipUnauthenticatedHandler: true,
  });
}
