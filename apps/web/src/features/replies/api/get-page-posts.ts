import { replyStatuses } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { replyQueryKeys } from './reply-query-keys.ts';

const postCampaignSchema = z.object({ id: z.number(), name: z.string(), status: z.enum(replyStatuses) });

export const pagePostSchema = z.object({
  id: z.string(),
  message: z.string().nullable().optional(),
  created_time: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  permalink_url: z.string().nullable().optional(),
  campaigns: z.array(postCampaignSchema).default([]),
});
export type PagePost = z.infer<typeof pagePostSchema>;

export const pagePostsSchema = z.object({
  posts: z.array(pagePostSchema),
  scheduled: z.array(pagePostSchema).default([]),
});
export type PagePosts = z.infer<typeof pagePostsSchema>;

/** The page's latest 100 posts and 100 scheduled posts (spec section 9), each with its campaigns. */
export function getPagePosts(pageId: number | null) {
  return apiRequest(`/api/pages/posts${pageId === null ? '' : `/${pageId}`}`, { schema: pagePostsSchema });
}

export const pagePostsQueryOptions = (pageId: number | null) =>
  queryOptions({
    queryKey: replyQueryKeys.posts(pageId),
    queryFn: () => getPagePosts(pageId),
    enabled: pageId !== null,
  });

export function usePagePosts() {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery(pagePostsQueryOptions(pageId));
}
