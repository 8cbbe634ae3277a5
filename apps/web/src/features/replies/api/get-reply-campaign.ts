import type { campaignDetailSchema } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { fromInstagramCampaign } from './instagram-campaign.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export type TrailQuery = { page: number; limit: number; search: string };

/** A campaign with the trail of what happened to each comment (searchable by commenter or comment). */
export async function getReplyCampaign(
  channel: ReplyChannel,
  id: number,
  trail: TrailQuery = { page: 1, limit: 1, search: '' },
): Promise<CampaignDetail> {
  const request = {
    params: { id },
    query: { trail_page: trail.page, trail_limit: trail.limit, q: trail.search || undefined },
  };
  if (channel === 'facebook') return api(apiRoutes.replies.getCampaign, request);
  const detail = await api(apiRoutes.instagramReplies.getCampaign, request);
  return { ...detail, campaign: fromInstagramCampaign(detail.campaign) };
}

export function useReplyCampaign(
  id: number,
  trail?: TrailQuery,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const scope = useReplyScope();
  return useQuery(
    queryOptions({
      queryKey: [...replyQueryKeys.campaign(scope.key, id), trail ?? null],
      queryFn: () => getReplyCampaign(scope.channel, id, trail),
      enabled: (options.enabled ?? true) && Number.isInteger(id),
      placeholderData: keepPreviousData,
      ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    }),
  );
}
