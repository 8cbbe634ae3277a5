import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import type { CommentTemplate } from './get-comment-templates.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveCommentTemplate = { id?: number | undefined; name: string; replies: string[] };

export function saveCommentTemplate(values: SaveCommentTemplate) {
  return apiRequest<{ template: CommentTemplate }>('/api/facebook/reply/comment-templates', {
    method: 'POST',
    body: values,
  });
}

export function useSaveCommentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
