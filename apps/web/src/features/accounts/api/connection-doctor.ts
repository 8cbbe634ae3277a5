import type { ConnectionDoctor } from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { linkedAccountsQueryKey } from './get-linked-accounts.ts';

export type DoctorTarget = { kind: ConnectionDoctor['kind']; id: number };

const doctorQueryKey = (target: DoctorTarget) => ['connection-doctor', target.kind, target.id] as const;

/** The health check runs live against Meta each time it opens: never served from an old answer. */
export const connectionDoctorQueryOptions = (target: DoctorTarget) =>
  queryOptions({
    queryKey: doctorQueryKey(target),
    queryFn: () =>
      target.kind === 'page'
        ? api(apiRoutes.linking.pageDoctor, { params: { id: target.id } })
        : api(apiRoutes.linking.instagramDoctor, { params: { id: target.id } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Subscribes the app again; the answer is the doctor after it, and the list's "webhooks off" mark follows. */
export function useSubscribeAgain(target: DoctorTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      target.kind === 'page'
        ? api(apiRoutes.linking.subscribePage, { params: { id: target.id }, body: {} })
        : api(apiRoutes.linking.subscribeInstagram, { params: { id: target.id }, body: {} }),
    onSuccess: (doctor) => {
      queryClient.setQueryData(doctorQueryKey(target), doctor);
      void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryKey });
    },
  });
}
