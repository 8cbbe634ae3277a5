import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** One post with each of its targets, for editing it. */
export function getPost(id: number) {
  return api(apiRoutes.publishing.getPost, { params: { id } });
}

export function usePost(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: postQueryKeys.post(id ?? 0),
      queryFn: () => getPost(id ?? 0),
      enabled: id !== null && Number.isInteger(id),
      retry: false,
    }),
  );
}
