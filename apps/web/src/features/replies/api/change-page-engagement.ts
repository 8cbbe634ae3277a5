import type { PageCommentInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** Turns likes or the page commenter on for good, or the page commenter on or off for one post. */
export function changePageEngagement(input: PageCommentInput) {
  return api(apiRoutes.engagement.change, { body: input });
}

export function useChangePageEngagement() {
  const queryClient = useQueryClient();
  const pageId = useSession((state) => state.currentPageId);
  return useMutation({
    mutationFn: changePageEngagement,
    onSuccess: (engagement) => {
      queryClient.setQueryData(replyQueryKeys.engagement(pageId), engagement);
      // Enabling a post can turn the commenter off on an older one: every post and drawer may have changed.
      return queryClient.invalidateQueries({ queryKey: replyQueryKeys.all });
    },
  });
}
