import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { commentTemplateSchema } from './get-comment-templates.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveCommentTemplate = { id?: number | undefined; name: string; replies: string[] };

export function saveCommentTemplate(values: SaveCommentTemplate) {
  return apiRequest('/api/facebook/reply/comment-templates', {
    method: 'POST',
    body: values,
    schema: z.object({ template: commentTemplateSchema }),
  });
}

export function useSaveCommentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
