import type { GraphClient, GraphHost } from './graph-client.ts';

type Paged<T> = { data: T[]; paging?: { cursors?: { after?: string }; next?: string } };

export type GraphScheduledPost = {
  id: string;
  message?: string;
  scheduled_publish_time?: number | string;
  permalink_url?: string;
  full_picture?: string;
};

export type GraphIgMedia = {
  id: string;
  caption?: string;
  media_type?: string;
  media_url?: string;
  permalink?: string;
  timestamp?: string;
  like_count?: number;
  comments_count?: number;
};

export type GraphIgPost = GraphIgMedia & { thumbnail_url?: string; is_comment_enabled?: boolean };

const igMediaFields = 'id,caption,media_type,media_url,permalink,timestamp,like_count,comments_count';

/**
 * The Graph calls of publishing's API side (reference section 6): token checks, the Instagram quota, a page's
 * native scheduled posts, stories and hashtag search. Each is one call through the rate-limited client.
 */
export function createGraphContent(client: GraphClient, app: { appId: string; appSecret: string }) {
  const appToken = `${app.appId}|${app.appSecret}`;
  return {
    /** Whether a page token is valid and the permissions it carries. */
    debugToken: async (token: string) =>
      (
        await client.request<{ data: { is_valid: boolean; scopes?: string[] } }>({
          method: 'GET',
          path: '/debug_token',
          token: appToken,
          query: { input_token: token },
        })
      ).data,

    /** Posts published through the API in the rolling window, and the limit. */
    contentPublishingLimit: async (igUserId: string, token: string, host: GraphHost = 'facebook') => {
      const answer = await client.request<
        Paged<{ quota_usage?: number; config?: { quota_total?: number; quota_duration?: number } }>
      >({
        method: 'GET',
        host,
        path: `/${igUserId}/content_publishing_limit`,
        token,
        query: { fields: 'quota_usage,config' },
        limitKey: igUserId,
      });
      const entry = answer.data[0];
      return { used: entry?.quota_usage ?? 0, total: entry?.config?.quota_total ?? null };
    },

    scheduledPosts: async (pageId: string, token: string) =>
      (
        await client.request<Paged<GraphScheduledPost>>({
          method: 'GET',
          path: `/${pageId}/scheduled_posts`,
          token,
          query: { fields: 'id,message,scheduled_publish_time,permalink_url,full_picture', limit: 100 },
          limitKey: pageId,
        })
      ).data,

    publishScheduledNow: (postId: string, token: string, pageId: string) =>
      client.request<{ success?: boolean }>({
        method: 'POST',
        path: `/${postId}`,
        token,
        query: { is_published: true },
        limitKey: pageId,
      }),

    deletePost: (postId: string, token: string, pageId: string) =>
      client.request<{ success?: boolean }>({ method: 'DELETE', path: `/${postId}`, token, limitKey: pageId }),

    stories: async (igUserId: string, token: string, host: GraphHost = 'facebook') =>
      (
        await client.request<Paged<GraphIgMedia>>({
          method: 'GET',
          path: `/${igUserId}/stories`,
          host,
          token,
          query: { fields: 'id,media_type,media_url,permalink,timestamp,caption', limit: 100 },
          limitKey: igUserId,
        })
      ).data,

    /** One page of the account's feed media (posts and reels), newest first, and the cursor of the next page. */
    instagramMedia: async (
      igUserId: string,
      token: string,
      page: { after?: string; limit: number },
      host: GraphHost = 'facebook',
    ) => {
      const answer = await client.request<Paged<GraphIgPost>>({
        method: 'GET',
        path: `/${igUserId}/media`,
        host,
        token,
        query: { fields: `${igMediaFields},thumbnail_url,is_comment_enabled`, limit: page.limit, after: page.after },
        limitKey: igUserId,
      });
      return { media: answer.data, next: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null };
    },

    /** The media's owner, to check it is the account's before acting on it. */
    instagramMediaOwner: async (mediaId: string, token: string, igUserId: string, host: GraphHost = 'facebook') =>
      (
        await client.request<{ id: string; owner?: { id: string } }>({
          method: 'GET',
          path: `/${mediaId}`,
          host,
          token,
          query: { fields: 'id,owner' },
          limitKey: igUserId,
        })
      ).owner?.id ?? null,

    /** Turns comments on the media on or off (comment moderation, reference section 3). */
    setCommentEnabled: (
      mediaId: string,
      enabled: boolean,
      token: string,
      igUserId: string,
      host: GraphHost = 'facebook',
    ) =>
      client.request<{ success?: boolean }>({
        method: 'POST',
        path: `/${mediaId}`,
        host,
        token,
        query: { comment_enabled: enabled },
        limitKey: igUserId,
      }),

    /** The hashtag's id; counts toward the account's 30 unique hashtags per 7 days on Meta. */
    hashtagSearch: async (igUserId: string, name: string, token: string) =>
      (
        await client.request<Paged<{ id: string }>>({
          method: 'GET',
          path: '/ig_hashtag_search',
          token,
          query: { user_id: igUserId, q: name },
          limitKey: igUserId,
        })
      ).data[0] ?? null,

    hashtagMedia: async (hashtagId: string, kind: 'top' | 'recent', igUserId: string, token: string) =>
      (
        await client.request<Paged<GraphIgMedia>>({
          method: 'GET',
          path: `/${hashtagId}/${kind}_media`,
          token,
          query: { user_id: igUserId, fields: igMediaFields, limit: 50 },
          limitKey: igUserId,
        })
      ).data,
  };
}
export type GraphContent = ReturnType<typeof createGraphContent>;
