import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botSettings, instagramAccounts, pages } from '../../../platform/db/schema.ts';

type IceBreaker = { question: string; payload: string };

/** Meta's ids of the page or account a customer acts on (ownership was the request context's). */
export function createCustomerAccountsRepository(db: Db) {
  return {
    async metaPageId(pageId: number): Promise<string | null> {
      const [page] = await db
        .select({ metaPageId: pages.metaPageId })
        .from(pages)
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)));
      return page?.metaPageId ?? null;
    },

    async metaAccountId(accountId: number): Promise<string | null> {
      const [account] = await db
        .select({ metaAccountId: instagramAccounts.metaAccountId })
        .from(instagramAccounts)
        .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)));
      return account?.metaAccountId ?? null;
    },

    /** The Messenger ice breakers the page's bot settings pushed to Meta (none before they were saved there). */
    async messengerIceBreakers(pageId: number): Promise<IceBreaker[]> {
      const [row] = await db
        .select({ settings: botSettings.settings, savedToMetaAt: botSettings.savedToMetaAt })
        .from(botSettings)
        .where(eq(botSettings.pageId, pageId));
      if (!row?.savedToMetaAt) return [];
      const { ice_breakers: iceBreakers } = row.settings as { ice_breakers?: IceBreaker[] };
      return iceBreakers ?? [];
    },
  };
}
export type CustomerAccountsRepository = ReturnType<typeof createCustomerAccountsRepository>;
