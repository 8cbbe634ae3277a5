import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** `postId`: the post a comment listed by the posts screen is on (a trail comment needs none). */
export type CommentHiddenChange = { commentId: string; hidden: boolean; postId?: string };

/** Hides a comment on Meta, or shows it again (Meta's id exactly as the trail or the post's comments show it). */
export function setCommentHidden(channel: ReplyChannel, { commentId, hidden, postId }: CommentHiddenChange) {
  const route =
    channel === 'facebook' ? apiRoutes.replies.setCommentHidden : apiRoutes.instagramReplies.setCommentHidden;
  return api(route, { params: { commentId }, body: { hidden, ...(postId ? { post_id: postId } : {}) } });
}

export function useSetCommentHidden() {
  const queryClient = useQueryClient();
  const channel = useReplyChannel();
  return useMutation({
    mutationFn: (change: CommentHiddenChange) => setCommentHidden(channel, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
