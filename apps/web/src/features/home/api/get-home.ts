import { apiRoutes } from '@app/contract/api-routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

/** The current page's home, or the current Instagram account's when the dashboard is on Instagram. */
export function useHome() {
  const instagram = useSession((state) => state.modelType === 'instagram');
  const subjectId = useSession((state) => (instagram ? state.currentInstaAccountId : state.currentPageId));
  const channel = instagram ? 'instagram' : 'fb';
  return useQuery({
    queryKey: ['home', channel, subjectId],
    queryFn: () => api(apiRoutes.home.home, { query: { channel } }),
    enabled: subjectId !== null,
  });
}
export type HomeData = NonNullable<ReturnType<typeof useHome>['data']>;
