import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The page commenter on one post: its texts, counts, and the latest answers and likes with Meta's errors. */
export function getCommenterPost(postId: string) {
  return api(apiRoutes.engagement.commenterPost, { params: { postId } });
}

export function useCommenterPost(postId: string | null, options: { refetchInterval?: number } = {}) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.commenterPost(pageId, postId ?? ''),
      queryFn: () => getCommenterPost(postId ?? ''),
      enabled: pageId !== null && postId !== null,
      ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    }),
  );
}
