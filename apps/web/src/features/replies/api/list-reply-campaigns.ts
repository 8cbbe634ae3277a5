import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The current page's campaigns. */
export function listReplyCampaigns() {
  return api(apiRoutes.replies.listCampaigns);
}

export function useReplyCampaigns() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({ queryKey: replyQueryKeys.campaigns(pageId), queryFn: listReplyCampaigns, enabled: pageId !== null }),
  );
}
