import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyStatusChange = { id: number; status: 'running' | 'paused' };

/** Starts, stops (pauses) or restarts a campaign. */
export function changeReplyStatus({ id, status }: ReplyStatusChange) {
  return api(apiRoutes.replies.changeCampaignStatus, { params: { id }, query: { status } });
}

export function useChangeReplyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReplyStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
