import type { GraphClient, GraphHost } from './graph-client.ts';

type Paged<T> = { data: T[]; paging?: { cursors?: { after?: string }; next?: string } };

/** A comment of either network, as the posts screens' list reads it (Facebook's and Instagram's field names). */
type GraphListedComment = {
  id: string;
  message?: string;
  text?: string;
  from?: { id: string; name?: string; username?: string };
  username?: string;
  created_time?: string;
  timestamp?: string;
  is_hidden?: boolean;
  hidden?: boolean;
};

export type ListedComment = {
  id: string;
  authorId: string | null;
  author: string | null;
  text: string;
  createdTime: string | null;
  hidden: boolean;
};

/** A post's comments as its owner moderates them: who wrote each, and whether it is hidden. */
export function createGraphPostComments(client: GraphClient) {
  return {
    /**
     * One page of a post's comments: Facebook's newest first (`is_hidden`), Instagram's in Meta's own order
     * (`hidden`; its edge takes no `order`). The page's token reads both; an account linked with Instagram Login reads
     * its own on graph.instagram.com with its token.
     */
    async postCommentsPage(
      network: 'facebook' | 'instagram',
      objectId: string,
      token: string,
      limitKey: string,
      page: { after?: string; limit: number },
      host: GraphHost = 'facebook',
    ): Promise<{ comments: ListedComment[]; after: string | null }> {
      const instagram = network === 'instagram';
      const answer = await client.request<Paged<GraphListedComment>>({
        method: 'GET',
        path: `/${objectId}/comments`,
        token,
        host,
        query: {
          fields: instagram ? 'id,text,from,username,timestamp,hidden' : 'id,message,from,created_time,is_hidden',
          ...(instagram ? {} : { order: 'reverse_chronological' }),
          limit: page.limit,
          ...(page.after ? { after: page.after } : {}),
        },
        limitKey,
      });
      return {
        comments: answer.data.map((comment) => ({
          id: comment.id,
          authorId: comment.from?.id ?? null,
          author: (instagram ? (comment.from?.username ?? comment.username) : comment.from?.name) ?? null,
          text: comment.message ?? comment.text ?? '',
          createdTime: comment.created_time ?? comment.timestamp ?? null,
          hidden: comment.is_hidden ?? comment.hidden ?? false,
        })),
        after: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null,
      };
    },
  };
}
