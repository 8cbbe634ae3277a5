import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

// `message` is the whole private message ({message_type, message, …}); a plain text is accepted too.
const templateSummarySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    message: z
      .union([
        z.string(),
        z.object({ message_type: z.string().optional(), message: z.string().nullable().optional() }).loose(),
      ])
      .nullable()
      .optional(),
    message_type: z.string().optional(),
  })
  .transform(({ message, message_type, ...rest }) => ({
    ...rest,
    message: typeof message === 'string' ? message : (message?.message ?? ''),
    message_type: message_type ?? (typeof message === 'object' ? message?.message_type : undefined),
  }));
export type ReplyTemplateSummary = z.infer<typeof templateSummarySchema>;

/** The saved private-message templates. */
export function getReplyTemplates() {
  return apiRequest('/api/facebook/reply/templates', {
    schema: z.object({ templates: z.array(templateSummarySchema) }),
  });
}

export function useReplyTemplates() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({ queryKey: replyQueryKeys.templates(pageId), queryFn: getReplyTemplates, enabled: pageId !== null }),
  );
}
