import type { BotSettings } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

const botSettingsKey = (pageId: number | null) => ['inbox', 'bot-settings', pageId] as const;

/** The current page's bot settings, as saved and as Meta read them back. */
export function useBotSettings() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: botSettingsKey(pageId),
      queryFn: ({ signal }) => api(apiRoutes.bot.settings, { signal }),
      enabled: pageId !== null,
    }),
  );
}

export function useSaveBotSettings() {
  const queryClient = useQueryClient();
  const pageId = useSession((state) => state.currentPageId);
  return useMutation({
    mutationFn: (settings: BotSettings) => api(apiRoutes.bot.saveSettings, { body: settings }),
    onSuccess: (answer) => queryClient.setQueryData(botSettingsKey(pageId), answer),
    // A refusal by Meta keeps the settings with Meta's message: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: botSettingsKey(pageId) }),
  });
}
