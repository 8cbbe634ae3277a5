import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteReplyTemplate(channel: ReplyChannel, id: number) {
  return api(
    channel === 'facebook' ? apiRoutes.replies.deleteReplyTemplate : apiRoutes.instagramReplies.deleteReplyTemplate,
    { params: { id } },
  );
}

export function useDeleteReplyTemplate() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (id: number) => deleteReplyTemplate(channel, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
