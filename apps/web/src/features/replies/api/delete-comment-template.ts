import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteCommentTemplate(id: number) {
  return api(apiRoutes.replies.deleteCommentTemplate, { params: { id } });
}

export function useDeleteCommentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
