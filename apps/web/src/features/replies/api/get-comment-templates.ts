import type { commentTemplateSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type CommentTemplate = z.infer<typeof commentTemplateSchema>;

/** The saved comment templates: named sets of public reply texts. */
export function getCommentTemplates() {
  return api(apiRoutes.replies.listCommentTemplates);
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
