import type { replyDependenciesSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

export type ReplyDependencies = z.infer<typeof replyDependenciesSchema>;

/** What the reply form picks from: comment templates, private-message templates, and this month's quota. */
export function getReplyDependencies() {
  return api(apiRoutes.replies.dependencies);
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
