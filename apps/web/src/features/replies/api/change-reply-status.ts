import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyStatusChange = { id: number; status: 'running' | 'paused' };

/** Starts, stops (pauses) or restarts a campaign. */
export async function changeReplyStatus(channel: ReplyChannel, { id, status }: ReplyStatusChange) {
  if (channel === 'facebook') return api(apiRoutes.replies.changeCampaignStatus, { params: { id }, query: { status } });
  await api(apiRoutes.instagramReplies.changeCampaignStatus, { params: { id, status } });
}

export function useChangeReplyStatus() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (change: ReplyStatusChange) => changeReplyStatus(channel, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
