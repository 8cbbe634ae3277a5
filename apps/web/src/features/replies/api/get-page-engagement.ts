import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** Likes and the page commenter of a page: in its package or not, when they were turned on, the commenter's posts. */
export function getPageEngagement(pageId: number) {
  return api(apiRoutes.engagement.pageState, { params: { pageId } });
}

export function usePageEngagement() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.engagement(pageId),
      queryFn: () => getPageEngagement(pageId ?? 0),
      enabled: pageId !== null,
    }),
  );
}
