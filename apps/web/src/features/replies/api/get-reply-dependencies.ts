import type { replyDependenciesSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyDependencies = z.infer<typeof replyDependenciesSchema>;

/** What the reply form picks from: comment templates (Facebook only), private-message templates, this month's quota. */
export async function getReplyDependencies(channel: ReplyChannel): Promise<ReplyDependencies> {
  if (channel === 'facebook') return api(apiRoutes.replies.dependencies);
  return { ...(await api(apiRoutes.instagramReplies.dependencies)), comment_templates: [] };
}

export function useReplyDependencies() {
  const scope = useReplyScope();
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.dependencies(scope.key),
      queryFn: () => getReplyDependencies(scope.channel),
      enabled: scope.id !== null,
    }),
  );
}
