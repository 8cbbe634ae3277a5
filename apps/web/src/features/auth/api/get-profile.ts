import type { SessionResponse } from '@app/contract';
import { apiRequest } from '@/shared/api/http-client.ts';

export function getProfile() {
  return apiRequest<SessionResponse>('/api/user/profile', { skipUnauthenticatedHandler: true });
}
