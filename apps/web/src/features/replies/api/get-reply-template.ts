import type { PrivateMessage, replyTemplateSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyTemplateAnswer = z.infer<typeof replyTemplateSchema>;

/** The editor and the list work on a template flat: its name beside the fields of its private message. */
export type ReplyTemplate = Pick<ReplyTemplateAnswer, 'id' | 'name'> & PrivateMessage;

/** The server keeps the private message under `message`, as `privateMessageSchema` parsed it when it was saved. */
export function flattenReplyTemplate({ message, ...rest }: ReplyTemplateAnswer): ReplyTemplate {
  return { ...rest, ...(message as PrivateMessage) };
}

/** One private-message template, with its whole message (for editing, or to fill a campaign's private reply). */
export async function getReplyTemplate(id: number) {
  const { template } = await api(apiRoutes.replies.getReplyTemplate, { params: { id } });
  return { template: flattenReplyTemplate(template) };
}

export const replyTemplateQueryOptions = (pageId: number | null, id: number) =>
  queryOptions({
    queryKey: replyQueryKeys.template(pageId, id),
    queryFn: () => getReplyTemplate(id),
    enabled: Number.isInteger(id),
  });

export function useReplyTemplate(id: number) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(replyTemplateQueryOptions(pageId, id));
}
