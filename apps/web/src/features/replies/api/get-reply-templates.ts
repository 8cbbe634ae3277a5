import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { flattenReplyTemplate } from './get-reply-template.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The saved private-message templates. */
export async function getReplyTemplates(channel: ReplyChannel) {
  const { templates } = await api(
    channel === 'facebook' ? apiRoutes.replies.listReplyTemplates : apiRoutes.instagramReplies.listReplyTemplates,
  );
  return { templates: templates.map(flattenReplyTemplate) };
}

export function useReplyTemplates() {
  const scope = useReplyScope();
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.templates(scope.key),
      queryFn: () => getReplyTemplates(scope.channel),
      enabled: scope.id !== null,
    }),
  );
}
