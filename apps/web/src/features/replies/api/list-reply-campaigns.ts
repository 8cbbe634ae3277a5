import { replyCampaignSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The current page's campaigns. */
export function listReplyCampaigns() {
  return apiRequest('/api/facebook/reply/list', { schema: z.object({ campaigns: z.array(replyCampaignSchema) }) });
}

export function useReplyCampaigns() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({ queryKey: replyQueryKeys.campaigns(pageId), queryFn: listReplyCampaigns, enabled: pageId !== null }),
  );
}
