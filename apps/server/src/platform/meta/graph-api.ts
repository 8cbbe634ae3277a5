import type { GraphClient, GraphHost } from './graph-client.ts';
import { createGraphPostComments } from './graph-post-comments.ts';

export type MetaApp = { appId: string; appSecret: string; redirectUri: string };

export type GraphPage = {
  id: string;
  name: string;
  access_token: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
};

export type GraphPost = {
  id: string;
  message?: string;
  created_time?: string;
  full_picture?: string;
  permalink_url?: string;
  scheduled_publish_time?: number;
};
export type GraphComment = {
  id: string;
  message?: string;
  from?: { id: string; name?: string };
  created_time?: string;
  parent?: { id: string };
};

/** An Instagram comment as the Graph API reads it (`text`, `timestamp`, the author's `username`). */
export type GraphInstagramComment = {
  id: string;
  text?: string;
  from?: { id: string; username?: string };
  timestamp?: string;
  parent_id?: string;
};

type Paged<T> = { data: T[]; paging?: { cursors?: { after?: string }; next?: string } };

/** Fields a linked page is subscribed to: comments (feed) and every Messenger event the bot and chat use. */
export const pageWebhookFields = [
  'feed',
  'messages',
  'message_echoes',
  'messaging_postbacks',
  'message_reads',
  'message_deliveries',
  'messaging_referrals',
] as const;

/**
 * What the login dialog asks for: each permission only with a feature that uses it, as App Review checks (the
 * README's App Review table names the screen of each). The connection doctor checks the same names per use.
 */
export const pageScopes = [
  'pages_show_list',
  'public_profile',
  'pages_messaging',
  'pages_manage_engagement',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_metadata',
  'pages_read_user_content',
  // Pages owned by a Business portfolio are reached through /me/businesses even when not picked in the dialog.
  'business_management',
] as const;

export const instagramScopes = [
  'pages_show_list',
  'pages_read_engagement',
  'instagram_basic',
  'instagram_manage_comments',
  'instagram_content_publish',
  'pages_manage_metadata',
  // The linked page is subscribed to the messaging fields that carry Instagram direct messages.
  'pages_messaging',
  'instagram_manage_messages',
  'business_management',
] as const;

const pageListFields = 'id,name,access_token,picture,instagram_business_account{id,username,name,profile_picture_url}';

/** The Graph calls the product makes, typed. Each is one HTTP call through the rate-limited client. */
export function createGraphApi(client: GraphClient, app: MetaApp) {
  const appToken = `${app.appId}|${app.appSecret}`;

  async function allPages<T>(path: string, token: string, query: Record<string, string | number>): Promise<T[]> {
    const items: T[] = [];
    let after: string | undefined;
    for (let page = 0; page < 20; page++) {
      const result = await client.request<Paged<T>>({
        method: 'GET',
        path,
        token,
        query: { ...query, ...(after ? { after } : {}) },
      });
      items.push(...result.data);
      after = result.paging?.cursors?.after;
      if (!result.paging?.next || !after) break;
    }
    return items;
  }

  return {
    ...createGraphPostComments(client),
    exchangeCode: (code: string) =>
      client.request<{ access_token: string; expires_in?: number }>({
        method: 'POST',
        path: '/oauth/access_token',
        form: { client_id: app.appId, client_secret: app.appSecret, redirect_uri: app.redirectUri, code },
      }),

    exchangeForLongLived: (token: string) =>
      client.request<{ access_token: string; expires_in?: number }>({
        method: 'POST',
        path: '/oauth/access_token',
        form: {
          grant_type: 'fb_exchange_token',
          client_id: app.appId,
          client_secret: app.appSecret,
          fb_exchange_token: token,
        },
      }),

    debugToken: (token: string) =>
      client.request<{
        data: {
          is_valid: boolean;
          app_id?: string;
          user_id?: string;
          scopes?: string[];
          expires_at?: number;
          data_access_expires_at?: number;
          error?: { code?: number; subcode?: number; message?: string };
        };
      }>({
        method: 'GET',
        path: '/debug_token',
        // The app token travels in the Authorization header, not the URL.
        token: appToken,
        query: { input_token: token },
      }),

    /** Business or creator (`BUSINESS`, `MEDIA_CREATOR`): only a business account may publish stories. */
    instagramAccountType: (igUserId: string, token: string) =>
      client.request<{ id: string; account_type?: string }>({
        method: 'GET',
        path: `/${igUserId}`,
        token,
        query: { fields: 'account_type' },
      }),

    me: (token: string) =>
      client.request<{ id: string; name: string; picture?: { data?: { url?: string } } }>({
        method: 'GET',
        path: '/me',
        token,
        query: { fields: 'id,name,picture' },
      }),

    permissions: async (token: string) =>
      (
        await client.request<Paged<{ permission: string; status: string }>>({
          method: 'GET',
          path: '/me/permissions',
          token,
        })
      ).data,

    pagesOfUser: (token: string) => allPages<GraphPage>('/me/accounts', token, { fields: pageListFields, limit: 100 }),

    /** The Business portfolios the user has a role in (needs business_management). */
    businessesOfUser: (token: string) =>
      allPages<{ id: string; name?: string }>('/me/businesses', token, { fields: 'id,name', limit: 100 }),

    /** Pages a Business portfolio owns or manages for a client; `access_token` comes when the user has a role. */
    businessPages: (businessId: string, edge: 'owned_pages' | 'client_pages', token: string) =>
      allPages<Partial<GraphPage> & { id: string }>(`/${businessId}/${edge}`, token, {
        fields: pageListFields,
        limit: 100,
      }),

    /** The app node: its name, and in the simulator whether it is in development mode (Meta does not say). */
    appNode: () =>
      client.request<{ id: string; name?: string; development_mode?: boolean }>({
        method: 'GET',
        path: `/${app.appId}`,
        token: appToken,
      }),

    page: (pageId: string, pageToken: string) =>
      client.request<{ id: string; name: string }>({
        method: 'GET',
        path: `/${pageId}`,
        token: pageToken,
        query: { fields: 'id,name' },
        limitKey: pageId,
      }),

    subscribeApp: (pageId: string, pageToken: string, fields: readonly string[] = pageWebhookFields) =>
      client.request<{ success: boolean }>({
        method: 'POST',
        path: `/${pageId}/subscribed_apps`,
        token: pageToken,
        query: { subscribed_fields: fields.join(',') },
        limitKey: pageId,
      }),

    subscribedApps: async (pageId: string, pageToken: string) =>
      (
        await client.request<Paged<{ id: string; subscribed_fields?: string[] }>>({
          method: 'GET',
          path: `/${pageId}/subscribed_apps`,
          token: pageToken,
          limitKey: pageId,
        })
      ).data,

    pagePosts: async (pageId: string, pageToken: string, edge: 'posts' | 'scheduled_posts', limit = 100) =>
      (
        await client.request<Paged<GraphPost>>({
          method: 'GET',
          path: `/${pageId}/${edge}`,
          token: pageToken,
          query: { fields: 'id,message,created_time,full_picture,permalink_url,scheduled_publish_time', limit },
          limitKey: pageId,
        })
      ).data,

    post: (postId: string, pageToken: string, pageId: string) =>
      client.request<GraphPost & { from?: { id: string } }>({
        method: 'GET',
        path: `/${postId}`,
        token: pageToken,
        query: { fields: 'id,message,created_time,from,permalink_url' },
        limitKey: pageId,
      }),

    commentsOf: async (objectId: string, pageToken: string, pageId: string, limit = 30) =>
      (
        await client.request<Paged<GraphComment>>({
          method: 'GET',
          path: `/${objectId}/comments`,
          token: pageToken,
          query: { fields: 'id,message,from,created_time,parent', limit, order: 'reverse_chronological' },
          limitKey: pageId,
        })
      ).data,

    /** One page of every comment on the post (replies too) made since `sinceSeconds`, oldest first. */
    commentsSince: async (
      objectId: string,
      pageToken: string,
      pageId: string,
      sinceSeconds: number,
      after?: string,
    ) => {
      const answer = await client.request<Paged<GraphComment>>({
        method: 'GET',
        path: `/${objectId}/comments`,
        token: pageToken,
        query: {
          fields: 'id,message,from,created_time,parent',
          filter: 'stream',
          order: 'chronological',
          since: sinceSeconds,
          limit: 100,
          ...(after ? { after } : {}),
        },
        limitKey: pageId,
      });
      return { comments: answer.data, after: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null };
    },

    /** A public reply under a comment, as the page. */
    replyToComment: (commentId: string, pageId: string, pageToken: string, message: string) =>
      client.request<{ id: string }>({
        method: 'POST',
        path: `/${commentId}/comments`,
        token: pageToken,
        body: { message },
        limitKey: pageId,
      }),

    /** Instagram's public reply under a comment (replies attach to the top-level comment). */
    replyToInstagramComment: (
      commentId: string,
      pageId: string,
      pageToken: string,
      message: string,
      host: GraphHost = 'facebook',
    ) =>
      client.request<{ id: string }>({
        method: 'POST',
        path: `/${commentId}/replies`,
        token: pageToken,
        body: { message },
        limitKey: pageId,
        host,
      }),

    /** The comments on an Instagram media, or the replies under an Instagram comment (`edge: 'replies'`). */
    instagramCommentsOf: async (
      objectId: string,
      edge: 'comments' | 'replies',
      pageToken: string,
      pageId: string,
      limit = 30,
      host: GraphHost = 'facebook',
    ) =>
      (
        await client.request<Paged<GraphInstagramComment>>({
          method: 'GET',
          path: `/${objectId}/${edge}`,
          host,
          token: pageToken,
          query: { fields: 'id,text,from,timestamp,parent_id', limit },
          limitKey: pageId,
        })
      ).data,

    /** One page (100) of an Instagram media's comments: its edge has no `since`, the caller filters by time. */
    async instagramCommentsPage(
      mediaId: string,
      pageToken: string,
      pageId: string,
      after?: string,
      host: GraphHost = 'facebook',
    ) {
      const answer = await client.request<Paged<GraphInstagramComment>>({
        method: 'GET',
        host,
        path: `/${mediaId}/comments`,
        token: pageToken,
        query: { fields: 'id,text,from,timestamp,parent_id', limit: 100, ...(after ? { after } : {}) },
        limitKey: pageId,
      });
      return { comments: answer.data, after: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null };
    },

    /**
     * Hides a comment from everyone but its author and their friends, or shows it again: Facebook's `is_hidden`,
     * Instagram's `hide` (the page's token for both).
     */
    setCommentHidden: (
      network: 'facebook' | 'instagram',
      commentId: string,
      hidden: boolean,
      pageId: string,
      pageToken: string,
      host: GraphHost = 'facebook',
    ) =>
      client.request<{ success?: boolean }>({
        method: 'POST',
        path: `/${commentId}`,
        token: pageToken,
        body: network === 'instagram' ? { hide: hidden } : { is_hidden: hidden },
        limitKey: pageId,
        host,
      }),

    /** Likes a comment or a post as the page. */
    likeObject: (objectId: string, pageId: string, pageToken: string) =>
      client.request<{ success: boolean }>({
        method: 'POST',
        path: `/${objectId}/likes`,
        token: pageToken,
        limitKey: pageId,
      }),

    /** The one private Messenger reply Meta allows per comment, within 7 days of it. */
    privateReply: (
      commentId: string,
      pageId: string,
      pageToken: string,
      message: Record<string, unknown>,
      host: GraphHost = 'facebook',
    ) =>
      client.request<{ recipient_id?: string; message_id: string }>({
        method: 'POST',
        path: `/${pageId}/messages`,
        token: pageToken,
        body: { recipient: { comment_id: commentId }, message, messaging_type: 'RESPONSE' },
        limitKey: pageId,
        host,
      }),

    unsubscribeApp: (pageId: string, pageToken: string) =>
      client.request<{ success: boolean }>({
        method: 'DELETE',
        path: `/${pageId}/subscribed_apps`,
        token: pageToken,
        limitKey: pageId,
      }),
  };
}
export type GraphApi = ReturnType<typeof createGraphApi>;
