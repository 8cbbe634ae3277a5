import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';

const facebookDialogSchema = z.object({ url: z.string().min(1), state: z.string().min(1) });

export type SocialFlow = 'pages' | 'instagram';

export function getFacebookDialog(flow: SocialFlow) {
  return apiRequest('/api/auth/facebook/dialog', {
    query: { instagram: flow === 'instagram' ? 'yes' : 'no' },
    schema: facebookDialogSchema,
  });
}
