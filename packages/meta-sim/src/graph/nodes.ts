import type { SimRuntime } from '../runtime.ts';
import type { GraphNode } from './context.ts';
import { findPersonNode } from './profiles.ts';

export function findNode(rt: SimRuntime, id: string): GraphNode | null {
  const w = rt.world;
  if (id === rt.settings.appId) return { kind: 'app', id };
  if (w.users[id]) return { kind: 'user', id, user: w.users[id] };
  if (w.pages[id]) return { kind: 'page', id, page: w.pages[id] };
  if (w.posts[id]) return { kind: 'post', id, post: w.posts[id] };
  if (w.photos[id]) return { kind: 'photo', id, photo: w.photos[id] };
  if (w.videos[id]) return { kind: 'video', id, video: w.videos[id] };
  const comment = w.comments[id];
  if (comment)
    return comment.platform === 'facebook' ? { kind: 'comment', id, comment } : { kind: 'ig_comment', id, comment };
  if (w.igAccounts[id]) return { kind: 'ig_user', id, account: w.igAccounts[id] };
  if (w.igMedia[id]) return { kind: 'ig_media', id, media: w.igMedia[id] };
  if (w.containers[id]) return { kind: 'container', id, container: w.containers[id] };
  if (w.conversations[id]) return { kind: 'conversation', id, conversation: w.conversations[id] };
  if (w.messages[id]) return { kind: 'message', id, message: w.messages[id] };
  if (w.hashtags[id]) return { kind: 'hashtag', id, name: w.hashtags[id] };
  if (w.businesses[id]) return { kind: 'business', id, business: w.businesses[id] };
  return findPersonNode(rt, id);
}

// The page whose admins may touch this node; null for nodes that belong to no page
export function owningPageId(rt: SimRuntime, node: GraphNode): string | null {
  const w = rt.world;
  switch (node.kind) {
    case 'page':
      return node.page.id;
    case 'post':
      return node.post.pageId;
    case 'photo':
      return node.photo.pageId;
    case 'video':
      return node.video.pageId;
    case 'comment': {
      const post = w.posts[node.comment.objectId];
      return post?.pageId ?? null;
    }
    case 'ig_user':
      return node.account.pageId;
    case 'ig_media':
      return w.igAccounts[node.media.igUserId]?.pageId ?? null;
    case 'ig_comment': {
      const media = w.igMedia[node.comment.objectId];
      return media ? (w.igAccounts[media.igUserId]?.pageId ?? null) : null;
    }
    case 'container':
      return w.igAccounts[node.container.igUserId]?.pageId ?? null;
    case 'conversation':
      return node.conversation.pageId;
    case 'person':
      return node.page?.id ?? null;
    case 'message': {
      const conversation = w.conversations[node.message.conversationId];
      return conversation?.pageId ?? null;
    }
    default:
      return null;
  }
}

// The IG account a node belongs to, for Instagram usage buckets
export function owningIgUserId(rt: SimRuntime, node: GraphNode): string | null {
  const w = rt.world;
  switch (node.kind) {
    case 'ig_user':
      return node.account.id;
    case 'ig_media':
      return node.media.igUserId;
    case 'ig_comment':
      return w.igMedia[node.comment.objectId]?.igUserId ?? null;
    case 'container':
      return node.container.igUserId;
    default:
      return null;
  }
}
