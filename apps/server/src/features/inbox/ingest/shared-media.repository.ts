import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { inboxMessages, subscribers } from '../../../platform/db/schema.ts';
import type { StoredMessage } from '../inbox.repository.ts';

export function createSharedMediaRepository(db: Db) {
  return {
    /** A shared post or reel with the conversation's page or account, whose token reads the media. */
    async sharedMediaMessage(messageId: number) {
      const [row] = await db
        .select({
          subscriberId: inboxMessages.subscriberId,
          attachments: inboxMessages.attachments,
          pageId: subscribers.pageId,
          instagramAccountId: subscribers.instagramAccountId,
        })
        .from(inboxMessages)
        .innerJoin(subscribers, eq(subscribers.id, inboxMessages.subscriberId))
        .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.kind, 'share')));
      return row ?? null;
    },

    async saveSharedMedia(messageId: number, attachments: StoredMessage['attachments']) {
      await db.update(inboxMessages).set({ attachments }).where(eq(inboxMessages.id, messageId));
    },
  };
}
export type SharedMediaRepository = ReturnType<typeof createSharedMediaRepository>;
