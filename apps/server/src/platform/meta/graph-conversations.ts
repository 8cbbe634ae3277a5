import type { GraphClient, GraphHost } from './graph-client.ts';

/** One message as the conversations API gives it (Meta gives the details of a conversation's 20 newest only). */
export type GraphConversationMessage = {
  id: string;
  created_time: string;
  from?: { id: string; name?: string; username?: string };
  to?: { data?: Array<{ id: string }> };
  message?: string;
  attachments?: {
    data?: Array<{ id?: string; mime_type?: string; image_data?: { url?: string }; file_url?: string; name?: string }>;
  };
};

export type GraphConversation = {
  id: string;
  updated_time: string;
  messages?: { data?: GraphConversationMessage[] };
};

/** Meta answers the details of a conversation's 20 newest messages; older ones only as ids. */
export const conversationMessagesLimit = 20;
const conversationsPerPage = 25;
const messageFields = 'id,created_time,from,to,message,attachments';

/**
 * The conversations API (`GET /{page-id}/conversations?platform=messenger|instagram`), most recently updated first,
 * each with its newest messages: how direct messages Meta did not deliver as webhooks are read back.
 */
export function createGraphConversations(client: GraphClient) {
  return {
    async conversationsPage(
      caller: { metaPageId: string; token: string; limitKey: string; host?: GraphHost },
      platform: 'messenger' | 'instagram',
      after: string | undefined,
    ): Promise<{ conversations: GraphConversation[]; after: string | null }> {
      const result = await client.request<{
        data: GraphConversation[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>({
        method: 'GET',
        path: `/${caller.metaPageId}/conversations`,
        host: caller.host,
        token: caller.token,
        limitKey: caller.limitKey,
        query: {
          platform,
          fields: `id,updated_time,messages.limit(${conversationMessagesLimit}){${messageFields}}`,
          limit: conversationsPerPage,
          ...(after ? { after } : {}),
        },
      });
      const next = result.paging?.next ? (result.paging.cursors?.after ?? null) : null;
      return { conversations: result.data, after: next };
    },
  };
}
export type GraphConversations = ReturnType<typeof createGraphConversations>;
