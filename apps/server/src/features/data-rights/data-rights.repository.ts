import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import {
  accessTokens,
  instagramAccountOwners,
  instagramAccounts,
  pageOwners,
  pages,
  users,
} from '../../platform/db/schema/accounts.ts';
import { subscribers } from '../../platform/db/schema/conversations.ts';

export type LinkedPage = { id: number; name: string };

export function createDataRightsRepository(db: Db) {
  return {
    async userIdByFacebookId(facebookUserId: string): Promise<number | null> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.facebookUserId, facebookUserId));
      return user?.id ?? null;
    },

    /**
     * The live pages the user's Facebook grant reaches, with their names (for the owner's notice): the pages they own
     * and the pages their Instagram accounts act through (linking only an account stores its page without an owner).
     */
    async pagesReachedBy(userId: number): Promise<LinkedPage[]> {
      const ownedPages = db.select({ id: pageOwners.pageId }).from(pageOwners).where(eq(pageOwners.userId, userId));
      const accountPages = db
        .select({ id: instagramAccounts.pageId })
        .from(instagramAccounts)
        .innerJoin(instagramAccountOwners, eq(instagramAccountOwners.accountId, instagramAccounts.id))
        .where(and(eq(instagramAccountOwners.userId, userId), isNull(instagramAccounts.deletedAt)));
      return db
        .select({ id: pages.id, name: pages.name })
        .from(pages)
        .where(and(isNull(pages.deletedAt), or(inArray(pages.id, ownedPages), inArray(pages.id, accountPages))));
    },

    /**
     * Everything the product holds through this Facebook user: their pages and Instagram accounts no one else owns
     * lose their tokens and are removed with the people who wrote to them (subscribers, and with them the
     * conversations); pages shared with another owner stay theirs. The user keeps a product account without any
     * Facebook link, signed out everywhere.
     */
    async deleteFacebookData(userId: number, now: Date) {
      return db.transaction(async (tx) => {
        /** The ids in an owner table that this user owns and no one else does. */
        const ownedOnlyByUser = async (table: PgTable, objectId: PgColumn, owner: PgColumn) => {
          const sharedWithOthers = tx
            .select({ id: objectId })
            .from(table)
            .where(sql`${owner} <> ${userId}`);
          const rows = await tx
            .select({ id: objectId })
            .from(table)
            .where(and(eq(owner, userId), notInArray(objectId, sharedWithOthers)));
          return rows.map((row) => row.id as number);
        };
        const ownPages = await ownedOnlyByUser(pageOwners, pageOwners.pageId, pageOwners.userId);
        const ownAccounts = await ownedOnlyByUser(
          instagramAccountOwners,
          instagramAccountOwners.accountId,
          instagramAccountOwners.userId,
        );

        let people = 0;
        if (ownPages.length > 0) {
          people += (
            await tx.delete(subscribers).where(inArray(subscribers.pageId, ownPages)).returning({ id: subscribers.id })
          ).length;
          await tx
            .update(pages)
            .set({ accessTokenEncrypted: null, tokenInvalidAt: now, deletedAt: now })
            .where(inArray(pages.id, ownPages));
        }
        if (ownAccounts.length > 0) {
          people += (
            await tx
              .delete(subscribers)
              .where(inArray(subscribers.instagramAccountId, ownAccounts))
              .returning({ id: subscribers.id })
          ).length;
          await tx
            .update(instagramAccounts)
            .set({ tokenInvalidAt: now, deletedAt: now })
            .where(inArray(instagramAccounts.id, ownAccounts));
        }
        await tx.delete(pageOwners).where(eq(pageOwners.userId, userId));
        await tx.delete(instagramAccountOwners).where(eq(instagramAccountOwners.userId, userId));
        await tx
          .update(users)
          .set({ facebookUserId: null, facebookTokenEncrypted: null, avatar: null })
          .where(eq(users.id, userId));
        await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
        return { pages: ownPages, accounts: ownAccounts, people };
      });
    },
  };
}
