import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { botQueryKeys } from './bot-query-keys.ts';

export function useDeleteBotReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(apiRoutes.botReplies.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  });
}
