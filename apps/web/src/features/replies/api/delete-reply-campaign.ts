import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteReplyCampaign(channel: ReplyChannel, id: number) {
  return api(channel === 'facebook' ? apiRoutes.replies.deleteCampaign : apiRoutes.instagramReplies.deleteCampaign, {
    params: { id },
  });
}

export function useDeleteReplyCampaign() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (id: number) => deleteReplyCampaign(channel, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
