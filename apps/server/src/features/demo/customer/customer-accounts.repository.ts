import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccounts, pages } from '../../../platform/db/schema.ts';

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
  };
}
export type CustomerAccountsRepository = ReturnType<typeof createCustomerAccountsRepository>;
