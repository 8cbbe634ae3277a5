import type { pagePostsSchema } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

/** The post a campaign answers, as the form and its preview show it (a Facebook post or an Instagram media). */
export type ReplyPost = Pick<PagePost, 'id' | 'message' | 'picture' | 'permalink_url'>;

export type PagePosts = z.infer<typeof pagePostsSchema>;
export type PagePost = PagePosts['posts'][number];

/** The page's latest 100 posts and 100 scheduled posts (spec section 9), each with its campaigns. */
export function getPagePosts(pageId: number | null) {
  return api(apiRoutes.replies.pagePosts, { params: { pageId: pageId ?? undefined } });
}

export const pagePostsQueryOptions = (pageId: number | null) =>
  queryOptions({
    queryKey: replyQueryKeys.posts(pageId),
    queryFn: () => getPagePosts(pageId),
    enabled: pageId !== null,
  });

export function usePagePosts({ enabled = true } = {}) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery({ ...pagePostsQueryOptions(pageId), enabled: enabled && pageId !== null });
}
