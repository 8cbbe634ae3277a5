import type { campaignDetailSchema } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export type TrailQuery = { page: number; limit: number; search: string };

/** A campaign with the trail of what happened to each comment (searchable by commenter or comment). */
export function getReplyCampaign(id: number, trail: TrailQuery = { page: 1, limit: 1, search: '' }) {
  return api(apiRoutes.replies.getCampaign, {
    params: { id },
    query: { trail_page: trail.page, trail_limit: trail.limit, q: trail.search || undefined },
  });
}

export function useReplyCampaign(
  id: number,
  trail?: TrailQuery,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: [...replyQueryKeys.campaign(pageId, id), trail ?? null],
      queryFn: () => getReplyCampaign(id, trail),
      enabled: (options.enabled ?? true) && Number.isInteger(id),
      placeholderData: keepPreviousData,
      ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    }),
  );
}
