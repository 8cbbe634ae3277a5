import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export function getProfile() {
  return api(apiRoutes.auth.profile, { skipUnauthenticatedHandler: true });
}
