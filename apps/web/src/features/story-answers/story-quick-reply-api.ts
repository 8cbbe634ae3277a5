import type { StoryQuickReplyKind, StoryQuickReplyResponse, StoryReplyQuickReplyBody } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

const routes = apiRoutes.instagramQuickReplies;
const routesOf = {
  story_mention: { read: routes.storyMention, save: routes.saveStoryMention },
  story_reply: { read: routes.storyReply, save: routes.saveStoryReply },
} as const;

/** Starts with the account, so switching accounts never shows another account's quick reply. */
const quickReplyKey = (accountId: number | null, kind: StoryQuickReplyKind) =>
  ['instagram-quick-reply', accountId, kind] as const;

/** The current Instagram account's quick reply of this kind, with its latest answers. */
export function useStoryQuickReply(kind: StoryQuickReplyKind) {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useQuery(
    queryOptions({
      queryKey: quickReplyKey(accountId, kind),
      queryFn: ({ signal }): Promise<StoryQuickReplyResponse> => api(routesOf[kind].read, { signal }),
      enabled: accountId !== null,
    }),
  );
}

export type QuickReplyForm = StoryReplyQuickReplyBody;

export function useSaveStoryQuickReply(kind: StoryQuickReplyKind) {
  const queryClient = useQueryClient();
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useMutation({
    mutationFn: (form: QuickReplyForm) => {
      if (kind === 'story_reply') return api(routes.saveStoryReply, { body: form });
      const { keywords: _keywords, ...mention } = form;
      return api(routes.saveStoryMention, { body: mention });
    },
    onSuccess: ({ quick_reply }) =>
      queryClient.setQueryData<StoryQuickReplyResponse>(quickReplyKey(accountId, kind), (data) =>
        data ? { ...data, quick_reply } : data,
      ),
  });
}
