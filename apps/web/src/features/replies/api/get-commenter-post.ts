import type { CommenterPostDetail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The page commenter on one post: its texts, counts, and the latest answers and likes with Meta's errors. */
export function getCommenterPost(postId: string) {
  return apiRequest<CommenterPostDetail>(`/api/facebook/reply/page-commenter/${postId}`);
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
