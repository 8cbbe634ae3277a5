import type { PrivateMessage, replyTemplateSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useReplyScope, type ReplyScope } from '../channel/reply-channel-context.tsx';
import type { ReplyChannel } from '../channel/reply-channel.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyTemplateAnswer = z.infer<typeof replyTemplateSchema>;

/** The editor and the list work on a template flat: its name beside the fields of its private message. */
export type ReplyTemplate = Pick<ReplyTemplateAnswer, 'id' | 'name'> & PrivateMessage;

/**
 * The server keeps the private message under `message`, as the channel's schema parsed it when it was saved;
 * an Instagram message has no buttons or cards.
 */
export function flattenReplyTemplate({ message, ...rest }: ReplyTemplateAnswer): ReplyTemplate {
  return { buttons: [], cards: [], ...rest, ...(message as Partial<PrivateMessage>) } as ReplyTemplate;
}

/** One private-message template, with its whole message (for editing, or to fill a campaign's private reply). */
export async function getReplyTemplate(channel: ReplyChannel, id: number) {
  const route =
    channel === 'facebook' ? apiRoutes.replies.getReplyTemplate : apiRoutes.instagramReplies.getReplyTemplate;
  const { template } = await api(route, { params: { id } });
  return { template: flattenReplyTemplate(template) };
}

export const replyTemplateQueryOptions = (scope: ReplyScope, id: number) =>
  queryOptions({
    queryKey: replyQueryKeys.template(scope.key, id),
    queryFn: () => getReplyTemplate(scope.channel, id),
    enabled: Number.isInteger(id),
  });

export function useReplyTemplate(id: number) {
  return useQuery(replyTemplateQueryOptions(useReplyScope(), id));
}
