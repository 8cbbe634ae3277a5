import type { PostInput } from '@app/contract/publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** Creates a post, or edits it when `id` is set; the server runs the pre-flight first (422 on an error). */
export function savePost(input: PostInput) {
  return api(apiRoutes.publishing.savePost, { body: input });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
  });
}
