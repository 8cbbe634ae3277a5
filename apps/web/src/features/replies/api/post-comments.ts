import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import { replyQueryKeys } from './reply-query-keys.ts';

const pageSize = 25;

/** A post's most recent comments as Meta returns them, a page at a time (Meta's cursors), on the screen's channel. */
export function usePostComments(postId: string | null) {
  const scope = useReplyScope();
  return useInfiniteQuery({
    queryKey: replyQueryKeys.postComments(scope.key, postId ?? ''),
    queryFn: ({ pageParam }) => {
      const query = { limit: pageSize, ...(pageParam ? { after: pageParam } : {}) };
      return scope.channel === 'instagram'
        ? api(apiRoutes.instagramReplies.postComments, { params: { mediaId: postId ?? '' }, query })
        : api(apiRoutes.replies.postComments, { params: { postId: postId ?? '' }, query });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: scope.id !== null && postId !== null,
  });
}
