import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type SaveCommentTemplate = { id?: number | undefined; name: string; replies: string[] };

export function saveCommentTemplate(values: SaveCommentTemplate) {
  return api(apiRoutes.replies.saveCommentTemplate, { body: values });
}

export function useSaveCommentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyQueryKeys.all }),
  });
}
