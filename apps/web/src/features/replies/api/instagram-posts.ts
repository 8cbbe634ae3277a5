import type { InstagramPost, InstagramPosts } from '@app/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import type { ReplyPost } from './get-page-posts.ts';

const pageSize = 24;

/** Query keys of the Instagram posts screen; each starts with the account so switching accounts never mixes lists. */
export const instagramPostsKey = (accountId: number | null) => ['instagram-posts', accountId] as const;

/** The current Instagram account's posts and reels, newest first, a page at a time (Meta's cursors). */
export function useInstagramPosts({ enabled = true } = {}) {
  const accountId = useSession((state) => state.currentInstaAccountId);
  return useInfiniteQuery({
    queryKey: instagramPostsKey(accountId),
    queryFn: ({ pageParam }) =>
      api(apiRoutes.instagramReplies.posts, { query: { limit: pageSize, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: enabled && accountId !== null,
  });
}

type PostsData = InfiniteData<InstagramPosts, string | null>;

const withCommentEnabled = (data: PostsData | undefined, id: string, enabled: boolean): PostsData | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post): InstagramPost => (post.id === id ? { ...post, comment_enabled: enabled } : post)),
    })),
  };

/**
 * Turns comments on a post on or off. The switch moves at once; if Meta refuses, it goes back to where it was and
 * the caller shows Meta's words.
 */
export function useSetInstagramComments() {
  const queryClient = useQueryClient();
  const accountId = useSession((state) => state.currentInstaAccountId);
  const key = instagramPostsKey(accountId);
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api(apiRoutes.instagramReplies.processComment, { params: { mediaId: id }, body: { comment_enabled: enabled } }),
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PostsData>(key, (data) => withCommentEnabled(data, id, enabled));
    },
    onError: (_error, { id, enabled }) => {
      queryClient.setQueryData<PostsData>(key, (data) => withCommentEnabled(data, id, !enabled));
    },
    onSuccess: ({ post }) => {
      queryClient.setQueryData<PostsData>(key, (data) => withCommentEnabled(data, post.id, post.comment_enabled));
    },
  });
}

/** An Instagram media as the reply form shows the post a campaign answers. */
export function toReplyPost(post: InstagramPost): ReplyPost {
  return { id: post.id, message: post.caption ?? '', picture: post.media_url, permalink_url: post.permalink };
}
