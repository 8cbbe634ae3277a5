import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

/** The saved draft's problems (empty when it can be published). */
export function useCheckFlow() {
  return useMutation({ mutationFn: (id: number) => api(apiRoutes.botFlows.check, { params: { id } }) });
}
