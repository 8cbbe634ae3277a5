import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteReplyCampaign(id: number) {
  return api(apiRoutes.replies.deleteCampaign, { params: { id } });
}

export function useDeleteReplyCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReplyCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
