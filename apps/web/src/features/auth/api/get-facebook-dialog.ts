import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

/** `instagram-login`: Instagram's own window (an account without a Facebook Page), not Facebook's dialog. */
export type SocialFlow = 'pages' | 'instagram' | 'instagram-login';

/** `rerequest`: Meta asks again for the permissions the user declined before (auth_type=rerequest). */
export function getFacebookDialog(flow: SocialFlow, rerequest = false) {
  return api(apiRoutes.linking.facebookDialog, {
    query: { instagram: flow === 'instagram' ? 'yes' : 'no', rerequest: rerequest ? 'yes' : 'no' },
  });
}
