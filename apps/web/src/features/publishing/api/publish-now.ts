import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { postQueryKeys } from './post-query-keys.ts';

/** Publishes a scheduled post at once (spec section 4: only after the seller confirmed). */
export function publishPostNow(id: number) {
  return api(apiRoutes.publishing.publishNow, { params: { id }, body: {} });
}

export function usePublishPostNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPostNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
  });
}
