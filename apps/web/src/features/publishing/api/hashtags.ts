import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { postQueryKeys } from './post-query-keys.ts';

export type HashtagKind = 'top' | 'recent';

/** Hashtags the current account searched in the last 7 days, out of Meta's 30. */
export function useHashtagUsage() {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useQuery(
    queryOptions({
      queryKey: postQueryKeys.hashtagUsage(accountId),
      queryFn: () => api(apiRoutes.publishing.hashtagUsage),
      enabled: accountId !== null,
    }),
  );
}

export function searchHashtag({ q, kind }: { q: string; kind: HashtagKind }) {
  return api(apiRoutes.publishing.hashtagSearch, { query: { q, kind } });
}

/** A search spends one of the 30 weekly hashtags (a new one); the usage it answers with replaces the cached one. */
export function useSearchHashtag() {
  const queryClient = useQueryClient();
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useMutation({
    mutationFn: searchHashtag,
    onSuccess: (answer) => queryClient.setQueryData(postQueryKeys.hashtagUsage(accountId), answer.usage),
    onError: () => queryClient.invalidateQueries({ queryKey: postQueryKeys.hashtagUsage(accountId) }),
  });
}
