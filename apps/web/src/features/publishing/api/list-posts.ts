import type { Post, PostListQuery } from '@app/contract/publishing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

export type PostListFilter = Partial<Omit<PostListQuery, 'page' | 'limit'>> & { page?: number; limit?: number };

/** The owner's posts for a list screen or the calendar. */
export function listPosts(filter: PostListFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null));
  return api(apiRoutes.publishing.listPosts, { query: query as Record<string, string | number> });
}

const pollIntervalMs = 3_000;
/** A post due within this window may start publishing any moment: the list watches it closely. */
const soonWindowMs = 2 * 60_000;

/** Whether a list shows something about to change on its own (publishing now, or due in a moment). */
export function needsPolling(posts: Post[], now = Date.now()): boolean {
  return posts.some(
    (post) =>
      post.status === 'publishing' ||
      (post.status === 'scheduled' && Date.parse(post.scheduled_at) - now < soonWindowMs),
  );
}

export function postListQuery(filter: PostListFilter) {
  return queryOptions({
    queryKey: postQueryKeys.list(filter),
    queryFn: () => listPosts(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (needsPolling(query.state.data?.posts ?? []) ? pollIntervalMs : false),
  });
}

export function usePosts(filter: PostListFilter, enabled = true) {
  return useQuery({ ...postListQuery(filter), enabled });
}
