import type { TryFlowBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

export type TryFlowStep = { id: number; body: TryFlowBody };

/** One step of "try it" on the saved draft; the builder keeps the answer's state for the next step. */
export function useTryFlow() {
  return useMutation({
    mutationFn: ({ id, body }: TryFlowStep) => api(apiRoutes.botFlows.try, { params: { id }, body }),
  });
}
