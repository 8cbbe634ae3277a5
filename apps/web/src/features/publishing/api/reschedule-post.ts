import type { Post } from '@app/contract/publishing';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

export type Reschedule = { id: number; scheduledAt: string };
type PostList = { posts: Post[]; total: number };

/** Moves a scheduled post to another instant (the reschedule picker and the calendar's drag). */
export function reschedulePost({ id, scheduledAt }: Reschedule) {
  return api(apiRoutes.publishing.reschedule, { params: { id }, body: { scheduled_at: scheduledAt } });
}

/**
 * Optimistic: every cached list shows the post at its new time at once; an error puts the lists back as they were
 * (the calendar's card jumps back to its day) before the caller shows why.
 */
export function useReschedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePost,
    onMutate: async ({ id, scheduledAt }) => {
      await queryClient.cancelQueries({ queryKey: postQueryKeys.lists() });
      const previous = queryClient.getQueriesData<PostList>({ queryKey: postQueryKeys.lists() });
      queryClient.setQueriesData<PostList>({ queryKey: postQueryKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              posts: list.posts.map((post) => (post.id === id ? { ...post, scheduled_at: scheduledAt } : post)),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context?: { previous: [QueryKey, PostList | undefined][] }) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
  });
}
