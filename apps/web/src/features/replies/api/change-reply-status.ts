import type { ReplyCampaign } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyStatusChange = { id: number; status: 'running' | 'paused' };

/** Starts, stops (pauses) or restarts a campaign. */
export function changeReplyStatus({ id, status }: ReplyStatusChange) {
  return apiRequest<{ campaign: ReplyCampaign }>(`/api/facebook/reply/change-status/${id}`, { query: { status } });
}

export function useChangeReplyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReplyStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
