import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export type SocialFlow = 'pages' | 'instagram';

export function getFacebookDialog(flow: SocialFlow) {
  return api(apiRoutes.linking.facebookDialog, { query: { instagram: flow === 'instagram' ? 'yes' : 'no' } });
}
