import type { botFlowSummarySchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export type BotFlowSummary = z.infer<typeof botFlowSummarySchema>;

export const flowListQueryOptions = (pageId: number | null) =>
  queryOptions({
    queryKey: flowQueryKeys.list(pageId),
    queryFn: () => api(apiRoutes.botFlows.list),
    enabled: pageId !== null,
  });

/** The current page's flows (the list screen, and the goto node's flow picker). */
export function useFlowList() {
  return useQuery(flowListQueryOptions(useSession((state) => state.currentPageId)));
}
