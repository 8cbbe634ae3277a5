import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

/** A new flow: the server gives it its start node. */
export function useCreateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(apiRoutes.botFlows.create, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.all }),
  });
}
