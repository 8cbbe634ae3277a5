import type { InstagramLoginCodeRequest } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

/** Instagram's authorization window (Instagram Login: an account without a Facebook Page). */
export function getInstagramLoginDialog() {
  return api(apiRoutes.linking.instagramLoginDialog);
}

/** The window's code: the account is linked to the signed-in owner; answers the linked pages and accounts. */
export function linkInstagramWithCode(request: InstagramLoginCodeRequest) {
  return api(apiRoutes.linking.instagramLoginWithCode, { body: request });
}
