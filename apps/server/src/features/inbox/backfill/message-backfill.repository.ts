import { and, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { inboxMessages, instagramAccounts, pages, subscribers } from '../../../platform/db/schema.ts';

/** What reading direct messages back needs: where a gap can have begun, and which of Meta's mids are stored. */
export function createMessageBackfillRepository(db: Db) {
  return {
    /**
     * When the page was linked here, when the subscription check last saw it subscribed, and the newest message the
     * product knows in the page's conversations (Messenger and its Instagram accounts').
     */
    async gapBounds(pageId: number) {
      const [page] = await db
        .select({ linkedAt: pages.createdAt, seenAt: pages.subscriptionSeenAt })
        .from(pages)
        .where(eq(pages.id, pageId));
      if (!page) return null;
      const [newest] = await db
        .select({ at: max(subscribers.lastInteractionAt) })
        .from(subscribers)
        .leftJoin(instagramAccounts, eq(instagramAccounts.id, subscribers.instagramAccountId))
        .where(or(eq(subscribers.pageId, pageId), eq(instagramAccounts.pageId, pageId)));
      return { linkedAt: page.linkedAt, seenAt: page.seenAt, newestKnown: newest?.at ?? null };
    },

    /** An account linked with Instagram Login (no page): when it was linked and its newest known message. */
    async accountGapBounds(accountId: number) {
      const [account] = await db
        .select({ linkedAt: instagramAccounts.createdAt })
        .from(instagramAccounts)
        .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)));
      if (!account) return null;
      const [newest] = await db
        .select({ at: max(subscribers.lastInteractionAt) })
        .from(subscribers)
        .where(eq(subscribers.instagramAccountId, accountId));
      return { linkedAt: account.linkedAt, seenAt: null, newestKnown: newest?.at ?? null };
    },

    /** The Instagram accounts linked to the page: their conversations are read through the page's token. */
    instagramAccountsOf: (pageId: number) =>
      db
        .select({ id: instagramAccounts.id, metaAccountId: instagramAccounts.metaAccountId })
        .from(instagramAccounts)
        .where(and(eq(instagramAccounts.pageId, pageId), isNull(instagramAccounts.deletedAt))),

    /** Which of these mids the inbox has stored already (a webhook delivered them, or an earlier pass read them). */
    async storedMids(mids: string[]): Promise<Set<string>> {
      if (mids.length === 0) return new Set();
      const rows = await db
        .select({ mid: inboxMessages.metaMessageId })
        .from(inboxMessages)
        .where(inArray(inboxMessages.metaMessageId, mids));
      return new Set(rows.map((row) => row.mid!));
    },
  };
}
export type MessageBackfillRepository = ReturnType<typeof createMessageBackfillRepository>;
