import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export function deleteReplyTemplate(id: number) {
  return apiRequest(`/api/facebook/reply/templates/${id}`, { method: 'DELETE' });
}

export function useDeleteReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReplyTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
