import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { botQueryKeys } from './bot-query-keys.ts';

/** The latest incoming messages the page's bot handled; read again every few seconds while shown. */
export function useBotTrail() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: botQueryKeys.trail(pageId),
      queryFn: ({ signal }) => api(apiRoutes.botReplies.trail, { query: { limit: 50 }, signal }),
      enabled: pageId !== null,
      refetchInterval: 5_000,
    }),
  );
}
