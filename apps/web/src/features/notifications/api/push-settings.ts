import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences, PushSettings } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

const pushSettingsKey = ['push-settings'] as const;

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: pushSettingsKey, queryFn: () => api(apiRoutes.push.settings) });

export function usePushSettings() {
  return useQuery(pushSettingsQueryOptions());
}

function useSettingsMutation<Input>(call: (input: Input) => Promise<PushSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => queryClient.setQueryData(pushSettingsKey, settings),
  });
}

export const useSavePushPreferences = () =>
  useSettingsMutation((preferences: PushPreferences) => api(apiRoutes.push.savePreferences, { body: preferences }));

export const useSubscribePush = () =>
  useSettingsMutation((subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    api(apiRoutes.push.subscribe, { body: subscription }),
  );

export const useUnsubscribePush = () =>
  useSettingsMutation((endpoint: string) => api(apiRoutes.push.unsubscribe, { body: { endpoint } }));
