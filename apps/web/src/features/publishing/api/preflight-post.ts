import type { PostInput } from '@app/contract/publishing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** Checks a post without saving it: token, permissions, quota and media, per target. */
export function preflightPost(input: PostInput, signal?: AbortSignal) {
  return api(apiRoutes.publishing.preflight, { body: input, ...(signal ? { signal } : {}) });
}

export const preflightQueryOptions = (input: PostInput | null) =>
  queryOptions({
    queryKey: [...postQueryKeys.all, 'preflight', input] as const,
    queryFn: ({ signal }) => preflightPost(input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

/** The pre-flight of the post as it is being written (`null` while there is nothing to check yet). */
export function usePreflight(input: PostInput | null) {
  return useQuery(preflightQueryOptions(input));
}
