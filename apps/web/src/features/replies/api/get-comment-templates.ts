import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export const commentTemplateSchema = z.object({ id: z.number(), name: z.string(), replies: z.array(z.string()) });
export type CommentTemplate = z.infer<typeof commentTemplateSchema>;

/** The saved comment templates: named sets of public reply texts. */
export function getCommentTemplates() {
  return apiRequest('/api/facebook/reply/comment-templates', {
    schema: z.object({ templates: z.array(commentTemplateSchema) }),
  });
}

export function useCommentTemplates() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(
    queryOptions({
      queryKey: replyQueryKeys.commentTemplates(pageId),
      queryFn: getCommentTemplates,
      enabled: pageId !== null,
    }),
  );
}
