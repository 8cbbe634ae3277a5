import type { GraphNode } from '../graph/context.ts';
import type { SimRuntime } from '../runtime.ts';
import type { IgAccountRecord } from '../world.ts';

/** What an Instagram User token opens: its own account and what belongs to it, nothing of anyone else's. */
export function instagramLoginOwns(rt: SimRuntime, account: IgAccountRecord, node: GraphNode): boolean {
  const w = rt.world;
  switch (node.kind) {
    case 'ig_user':
      return node.account.id === account.id;
    case 'ig_media':
      return node.media.igUserId === account.id;
    case 'ig_comment':
      return w.igMedia[node.comment.objectId]?.igUserId === account.id;
    case 'container':
      return node.container.igUserId === account.id;
    case 'conversation':
      return node.conversation.accountId === account.id;
    case 'message':
      return w.conversations[node.message.conversationId]?.accountId === account.id;
    case 'person':
      return node.person.accountId === account.id;
    default:
      return false;
  }
}
