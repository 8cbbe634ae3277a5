import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export const flowStatsQueryOptions = (pageId: number | null, id: number, enabled: boolean) =>
  queryOptions({
    queryKey: flowQueryKeys.stats(pageId, id),
    queryFn: () => api(apiRoutes.botFlows.stats, { params: { id } }),
    enabled: enabled && pageId !== null,
  });

/** How many subscribers reached each step and pressed each branch; fetched only while the seller shows them. */
export function useFlowStats(id: number, enabled: boolean) {
  return useQuery(
    flowStatsQueryOptions(
      useSession((state) => state.currentPageId),
      id,
      enabled,
    ),
  );
}
