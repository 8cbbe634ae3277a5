import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** The current Instagram account's stories of the last 24 hours. */
export function useInstagramStories() {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useQuery(
    queryOptions({
      queryKey: postQueryKeys.stories(accountId),
      queryFn: () => api(apiRoutes.publishing.instagramStories, { params: { id: accountId ?? 0 } }),
      enabled: accountId !== null,
    }),
  );
}
