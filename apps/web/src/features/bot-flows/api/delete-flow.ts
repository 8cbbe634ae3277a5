import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(apiRoutes.botFlows.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowQueryKeys.all }),
  });
}
