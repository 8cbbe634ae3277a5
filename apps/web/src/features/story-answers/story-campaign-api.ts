import type { StoryReplyCampaignBody, StoryReplyCampaignResponse } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { toMultipart } from '@/shared/api/multipart-body.ts';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

const routes = apiRoutes.instagramStoryReplies;

/** Both start with the account, so switching accounts never shows another account's stories. */
const storiesKey = (accountId: number | null) => ['instagram-stories-replies', accountId] as const;
const campaignKey = (accountId: number | null, storyId: string) =>
  ['instagram-story-campaign', accountId, storyId] as const;

/** The current account's stories of the last 24 hours, each with the replies it got and its campaign. */
export function useStoriesWithReplies() {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useQuery(
    queryOptions({
      queryKey: storiesKey(accountId),
      queryFn: ({ signal }) => api(routes.stories, { signal }),
      enabled: accountId !== null,
    }),
  );
}

/** The campaign on one story's replies (null until saved), its counts and its latest answers. */
export function useStoryCampaign(storyId: string) {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useQuery(
    queryOptions({
      queryKey: campaignKey(accountId, storyId),
      queryFn: ({ signal }): Promise<StoryReplyCampaignResponse> =>
        api(routes.getCampaign, { params: { storyId }, signal }),
      enabled: accountId !== null,
    }),
  );
}

export function useSaveStoryCampaign(storyId: string) {
  const queryClient = useQueryClient();
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useMutation({
    mutationFn: (form: StoryReplyCampaignBody) =>
      api(routes.saveCampaign, { params: { storyId }, body: toMultipart(form) }),
    onSuccess: async ({ campaign }) => {
      queryClient.setQueryData<StoryReplyCampaignResponse>(campaignKey(accountId, storyId), (data) =>
        data ? { ...data, campaign } : data,
      );
      await queryClient.invalidateQueries({ queryKey: storiesKey(accountId) });
    },
  });
}

export function useDeleteStoryCampaign(storyId: string) {
  const queryClient = useQueryClient();
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useMutation({
    mutationFn: () => api(routes.deleteCampaign, { params: { storyId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKey(accountId, storyId) }),
        queryClient.invalidateQueries({ queryKey: storiesKey(accountId) }),
      ]);
    },
  });
}
