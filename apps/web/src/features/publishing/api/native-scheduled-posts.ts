import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { postQueryKeys } from './post-query-keys.ts';

type NativePost = { pageId: number; postId: string };

/** The current page's posts scheduled on Meta itself, read live from Meta. */
export function useNativeScheduledPosts() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: postQueryKeys.nativeScheduled(pageId),
      queryFn: () => api(apiRoutes.publishing.nativeScheduledPosts, { params: { pageId: pageId ?? 0 } }),
      enabled: pageId !== null,
    }),
  );
}

export function publishNativeNow({ pageId, postId }: NativePost) {
  return api(apiRoutes.publishing.publishNativeNow, { params: { pageId, postId }, body: {} });
}

export function deleteNativePost({ pageId, postId }: NativePost) {
  return api(apiRoutes.publishing.deleteNative, { params: { pageId, postId } });
}

function useNativeMutation(mutationFn: (post: NativePost) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, post) =>
      queryClient.invalidateQueries({ queryKey: postQueryKeys.nativeScheduled(post.pageId) }),
  });
}

export const usePublishNativeNow = () => useNativeMutation(publishNativeNow);
export const useDeleteNativePost = () => useNativeMutation(deleteNativePost);
