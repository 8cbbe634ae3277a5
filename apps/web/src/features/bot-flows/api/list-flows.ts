import type { botFlowSummarySchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export type BotFlowSummary = z.infer<typeof botFlowSummarySchema>;

export const flowListQueryOptions = (pageId: number | null, enabled = true) =>
  queryOptions({
    queryKey: flowQueryKeys.list(pageId),
    queryFn: () => api(apiRoutes.botFlows.list),
    enabled: enabled && pageId !== null,
  });

/** The current page's flows (the list screen, the goto node's flow picker, a campaign's comment to DM). */
export function useFlowList(enabled = true) {
  return useQuery(
    flowListQueryOptions(
      useSession((state) => state.currentPageId),
      enabled,
    ),
  );
}
