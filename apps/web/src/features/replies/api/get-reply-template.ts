import { messageButtonSchema, messageCardSchema, replyMessageTypes } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

const flatTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  message_type: z.enum(replyMessageTypes).default('text'),
  message: z.string().nullable().default(''),
  buttons: z.array(messageButtonSchema).default([]),
  cards: z.array(messageCardSchema).default([]),
  attachment_url: z.string().nullable().default(null),
});

/** The server answers `{id, name, message: {message_type, message, buttons, cards, attachment_url}}`; the editor works on it flat. */
export const replyTemplateSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && 'message' in value && value.message && typeof value.message === 'object') {
    const { message, ...rest } = value as { message: Record<string, unknown> };
    return { ...rest, ...message };
  }
  return value;
}, flatTemplateSchema);
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** One private-message template, with its whole message (for editing, or to fill a campaign's private reply). */
export function getReplyTemplate(id: number) {
  return apiRequest(`/api/facebook/reply/templates/${id}`, { schema: z.object({ template: replyTemplateSchema }) });
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
