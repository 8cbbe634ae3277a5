import { useCallback } from 'react';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';
import { usePagePosts, type ReplyPost } from './get-page-posts.ts';
import { toReplyPost, useInstagramPosts } from './instagram-posts.ts';

/**
 * The channel's posts loaded so far (the page's latest and scheduled posts, or the Instagram account's media), looked
 * up by id: what a campaign's post is shown by, its text and picture, instead of Meta's id.
 */
export function useChannelPosts(): { postOf: (id: string) => ReplyPost | null; loading: boolean } {
  const channel = useReplyChannel();
  const pagePosts = usePagePosts({ enabled: channel === 'facebook' });
  const instagramPosts = useInstagramPosts({ enabled: channel === 'instagram' });
  const postOf = useCallback(
    (id: string): ReplyPost | null => {
      if (channel === 'instagram') {
        const media = instagramPosts.data?.pages.flatMap((page) => page.posts).find((item) => item.id === id);
        return media ? toReplyPost(media) : null;
      }
      return (
        [...(pagePosts.data?.posts ?? []), ...(pagePosts.data?.scheduled ?? [])].find((item) => item.id === id) ?? null
      );
    },
    [channel, pagePosts.data, instagramPosts.data],
  );
  return { postOf, loading: channel === 'instagram' ? instagramPosts.isLoading : pagePosts.isLoading };
}
