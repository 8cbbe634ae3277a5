import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export const flowQueryOptions = (pageId: number | null, id: number) =>
  queryOptions({
    queryKey: flowQueryKeys.flow(pageId, id),
    queryFn: () => api(apiRoutes.botFlows.get, { params: { id } }),
    enabled: pageId !== null && Number.isInteger(id),
    // The canvas is the working copy: a refetch in the background must not replace what the seller is editing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useFlow(id: number) {
  return useQuery(
    flowQueryOptions(
      useSession((state) => state.currentPageId),
      id,
    ),
  );
}
