import type { BotReplyBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { botQueryKeys } from './bot-query-keys.ts';

/** Creates a bot reply, or changes the one with `id`. */
export function saveBotReply(id: number | null, body: BotReplyBody) {
  return id === null
    ? api(apiRoutes.botReplies.create, { body })
    : api(apiRoutes.botReplies.update, { params: { id }, body });
}

export function useSaveBotReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BotReplyBody }) => saveBotReply(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botQueryKeys.all }),
  });
}
