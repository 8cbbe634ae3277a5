import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { botQueryKeys } from './bot-query-keys.ts';

export function useBotReply(id: number | null) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: botQueryKeys.one(pageId, id ?? 0),
      queryFn: ({ signal }) => api(apiRoutes.botReplies.get, { params: { id: id ?? 0 }, signal }),
      enabled: pageId !== null && id !== null,
    }),
  );
}
