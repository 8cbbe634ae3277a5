import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteReplyCampaign(id: number) {
  return apiRequest(`/api/facebook/reply/delete/${id}`, { method: 'DELETE' });
}

export function useDeleteReplyCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReplyCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
