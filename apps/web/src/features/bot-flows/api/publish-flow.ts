import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { flowQueryKeys } from './flow-query-keys.ts';

/** Publishes the saved draft as the next version; 422 lists its problems keyed `node:<id>`. */
export function usePublishFlow() {
  const queryClient = useQueryClient();
  const pageId = useSession((state) => state.currentPageId);
  return useMutation({
    mutationFn: (id: number) => api(apiRoutes.botFlows.publish, { params: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(flowQueryKeys.flow(pageId, answer.flow.id), answer);
      return queryClient.invalidateQueries({ queryKey: flowQueryKeys.list(pageId) });
    },
  });
}
