import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueJobAction, queueJobStates } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

const routes = apiRoutes.adminTools;
export const adminToolsKey = ['admin-tools'] as const;

type Query = Record<string, string | number | undefined>;

export const useLogLines = (query: Query) =>
  useQuery({
    queryKey: [...adminToolsKey, 'logs', query],
    queryFn: () => api(routes.logs, { query }),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (query: Query) =>
  useQuery({
    queryKey: [...adminToolsKey, 'webhooks', query],
    queryFn: () => api(routes.webhookDeliveries, { query }),
    placeholderData: keepPreviousData,
  });

export const useGraphCalls = (query: Query) =>
  useQuery({
    queryKey: [...adminToolsKey, 'graph-calls', query],
    queryFn: () => api(routes.graphCalls, { query }),
    placeholderData: keepPreviousData,
  });

export const useTrail = (metaId: string) =>
  useQuery({
    queryKey: [...adminToolsKey, 'trail', metaId],
    queryFn: () => api(routes.trail, { query: { meta_id: metaId } }),
    enabled: metaId.length > 0,
  });

export const useQueues = () =>
  useQuery({ queryKey: [...adminToolsKey, 'queues'], queryFn: () => api(routes.queues), refetchInterval: 10_000 });

export const useQueueJobs = (queue: string | null, state: (typeof queueJobStates)[number]) =>
  useQuery({
    queryKey: [...adminToolsKey, 'queue-jobs', queue, state],
    queryFn: () => api(routes.queueJobs, { query: { queue: queue!, state } }),
    enabled: queue !== null,
  });

export const usePageErrors = () =>
  useQuery({ queryKey: [...adminToolsKey, 'page-errors'], queryFn: () => api(routes.pageErrors) });

export const useFailedEvents = (page: number) =>
  useQuery({
    queryKey: [...adminToolsKey, 'failed-events', page],
    queryFn: () => api(apiRoutes.admin.failedEvents, { query: { page, limit: 30 } }),
    placeholderData: keepPreviousData,
  });

function useToolMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminToolsKey }),
  });
}

export const useRetryQueueJob = () => useToolMutation((body: QueueJobAction) => api(routes.retryQueueJob, { body }));
export const useDeleteQueueJob = () => useToolMutation((body: QueueJobAction) => api(routes.deleteQueueJob, { body }));
export const useRetryFailedEvent = () =>
  useToolMutation((id: number) => api(apiRoutes.admin.retryFailedEvent, { params: { id }, body: {} }));
export const useDeleteFailedEvent = () =>
  useToolMutation((id: number) => api(routes.deleteFailedEvent, { params: { id } }));
export const useRetryPageError = () =>
  useToolMutation((id: number) => api(routes.retryPageError, { params: { id }, body: {} }));
