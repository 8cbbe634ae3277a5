import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export const replyQuotaSchema = z.object({ used: z.number(), limit: z.number().nullable(), month: z.string() });
export type ReplyQuota = z.infer<typeof replyQuotaSchema>;

const replyDependenciesSchema = z.object({
  comment_templates: z.array(z.object({ id: z.number(), name: z.string(), replies: z.array(z.string()) })),
  reply_templates: z.array(z.object({ id: z.number(), name: z.string() })),
  quota: replyQuotaSchema.optional(),
});
export type ReplyDependencies = z.infer<typeof replyDependenciesSchema>;

/** What the reply form picks from: comment templates, private-message templates, and this month's quota. */
export function getReplyDependencies() {
  return apiRequest('/api/facebook/reply/dependencies', { schema: replyDependenciesSchema });
}

export function useReplyDependencies() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.dependencies(pageId),
      queryFn: getReplyDependencies,
      enabled: pageId !== null,
    }),
  );
}
