import { sessionResponseSchema } from '@app/contract';
import { apiRequest } from '@/shared/api/http-client.ts';

export function getProfile() {
  return apiRequest('/api/user/profile', { schema: sessionResponseSchema, skipUnauthenticatedHandler: true });
}
