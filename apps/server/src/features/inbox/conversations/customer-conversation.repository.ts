import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { inboxMessages, subscribers } from '../../../platform/db/schema.ts';

export type CustomerOf = { pageId: number } | { instagramAccountId: number };

const ownedBy = (owner: CustomerOf) =>
  'pageId' in owner
    ? eq(subscribers.pageId, owner.pageId)
    : eq(subscribers.instagramAccountId, owner.instagramAccountId);

/**
 * One person's conversation with a page (Messenger) or an account (Instagram), found by their Meta user id, with
 * Meta's id of the last message sent to them: the demo's customer simulator reads what the page last offered them.
 */
export function createCustomerConversations(db: Db) {
  return {
    async find(owner: CustomerOf, metaUserId: string): Promise<{ id: number; lastSentMid: string | null } | null> {
      const [conversation] = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(and(ownedBy(owner), eq(subscribers.metaUserId, metaUserId)));
      if (!conversation) return null;
      const [lastSent] = await db
        .select({ mid: inboxMessages.metaMessageId })
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.subscriberId, conversation.id),
            eq(inboxMessages.direction, 'out'),
            isNotNull(inboxMessages.metaMessageId),
          ),
        )
        .orderBy(desc(inboxMessages.id))
        .limit(1);
      return { id: conversation.id, lastSentMid: lastSent?.mid ?? null };
    },

    /** The conversation a received message was stored in, once it is (null before). */
    async ofReceivedMessage(owner: CustomerOf, mid: string): Promise<number | null> {
      const [stored] = await db
        .select({ id: subscribers.id })
        .from(inboxMessages)
        .innerJoin(subscribers, eq(subscribers.id, inboxMessages.subscriberId))
        .where(and(eq(inboxMessages.metaMessageId, mid), ownedBy(owner)));
      return stored?.id ?? null;
    },
  };
}
export type CustomerConversations = ReturnType<typeof createCustomerConversations>;
