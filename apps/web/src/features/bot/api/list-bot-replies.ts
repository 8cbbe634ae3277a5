import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { botQueryKeys } from './bot-query-keys.ts';

/** The current page's bot replies, filtered by name or keyword. */
export function useBotReplies(q: string) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: botQueryKeys.list(pageId, q),
      queryFn: ({ signal }) => api(apiRoutes.botReplies.list, { query: { q }, signal }),
      enabled: pageId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
