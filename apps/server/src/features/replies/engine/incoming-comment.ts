import type { GraphComment, GraphInstagramComment } from '../../../platform/meta/graph-api.ts';
import type { StoredEvent } from '../../webhooks/index.ts';

/** A comment as the rules see it, whether it came as a webhook event or from the post's comments on Meta. */
export type IncomingComment = {
  id: string;
  postId: string;
  parentId: string | null;
  fromId: string | null;
  fromName: string | null;
  text: string;
  createdAt: Date | null;
  byPage: boolean;
};

/** A new comment from a `feed` change; other changes (edits, removals, other items) answer null. */
export function commentFromEvent(event: StoredEvent): IncomingComment | null {
  const value = event.payload as Record<string, unknown> & { from?: { id?: string; name?: string } };
  if (
    value.item !== 'comment' ||
    value.verb !== 'add' ||
    typeof value.comment_id !== 'string' ||
    typeof value.post_id !== 'string'
  )
    return null;
  return {
    id: String(value.comment_id),
    postId: String(value.post_id),
    parentId: typeof value.parent_id === 'string' ? value.parent_id : null,
    fromId: value.from?.id ?? null,
    fromName: value.from?.name ?? null,
    text: typeof value.message === 'string' ? value.message : '',
    createdAt: typeof value.created_time === 'number' ? new Date(value.created_time * 1000) : null,
    byPage: event.isEcho || value.from?.id === event.accountId,
  };
}

/** The id of a comment its author deleted (a `feed` change with verb `remove`), else null. */
export function removedCommentOf(event: StoredEvent): string | null {
  const value = event.payload as Record<string, unknown>;
  if (value.item !== 'comment' || value.verb !== 'remove' || typeof value.comment_id !== 'string') return null;
  return value.comment_id;
}

/** A comment read back from the post on Meta (the "reply to old comments" pass). */
export function commentFromGraph(comment: GraphComment, postId: string, metaPageId: string): IncomingComment {
  return {
    id: comment.id,
    postId,
    parentId: comment.parent?.id ?? null,
    fromId: comment.from?.id ?? null,
    fromName: comment.from?.name ?? null,
    text: comment.message ?? '',
    createdAt: comment.created_time ? new Date(comment.created_time) : null,
    byPage: comment.from?.id === metaPageId,
  };
}

/**
 * A new comment from an Instagram `comments` change (the media is the post). Live comments cannot be replied to
 * (reference §3) and answer null; Instagram sends no change when a comment is deleted.
 */
export function commentFromInstagramEvent(event: StoredEvent): IncomingComment | null {
  const value = event.payload as {
    field?: string;
    id?: unknown;
    text?: unknown;
    parent_id?: unknown;
    from?: { id?: string; username?: string };
    media?: { id?: unknown };
  };
  if (value.field !== 'comments' || typeof value.id !== 'string' || typeof value.media?.id !== 'string') return null;
  return {
    id: value.id,
    postId: value.media.id,
    parentId: typeof value.parent_id === 'string' ? value.parent_id : null,
    fromId: value.from?.id ?? null,
    fromName: value.from?.username ?? null,
    text: typeof value.text === 'string' ? value.text : '',
    createdAt: event.occurredAt,
    byPage: event.isEcho || value.from?.id === event.accountId,
  };
}

/** A comment read back from an Instagram media (the "reply to old comments" pass). */
export function commentFromInstagramGraph(
  comment: GraphInstagramComment,
  mediaId: string,
  metaAccountId: string,
): IncomingComment {
  return {
    id: comment.id,
    postId: mediaId,
    parentId: comment.parent_id ?? null,
    fromId: comment.from?.id ?? null,
    fromName: comment.from?.username ?? null,
    text: comment.text ?? '',
    createdAt: comment.timestamp ? new Date(comment.timestamp) : null,
    byPage: comment.from?.id === metaAccountId,
  };
}
