import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteCommentTemplate(id: number) {
  return apiRequest(`/api/facebook/reply/comment-templates/${id}`, { method: 'DELETE' });
}

export function useDeleteCommentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
