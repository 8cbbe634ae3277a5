import { apiRequest } from '@/shared/api/http-client.ts';

type FacebookDialog = { url: string; state: string };

export type SocialFlow = 'pages' | 'instagram';

export function getFacebookDialog(flow: SocialFlow) {
  return apiRequest<FacebookDialog>('/api/auth/facebook/dialog', {
    query: { instagram: flow === 'instagram' ? 'yes' : 'no' },
  });
}
