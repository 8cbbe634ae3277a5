import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { fromInstagramCampaign } from './instagram-campaign.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The current page's, or Instagram account's, campaigns. */
export async function listReplyCampaigns(channel: ReplyChannel) {
  if (channel === 'facebook') return api(apiRoutes.replies.listCampaigns);
  const { campaigns } = await api(apiRoutes.instagramReplies.listCampaigns);
  return { campaigns: campaigns.map(fromInstagramCampaign) };
}

export function useReplyCampaigns() {
  const scope = useReplyScope();
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.campaigns(scope.key),
      queryFn: () => listReplyCampaigns(scope.channel),
      enabled: scope.id !== null,
    }),
  );
}
