import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** Deletes a post not yet published; its waiting targets are cancelled. */
export function deletePost(id: number) {
  return api(apiRoutes.publishing.deletePost, { params: { id } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
  });
}
