import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  storePages,
  stores,
  users,
} from '../../platform/db/schema.ts';

export function createAccountsRepository(db: Db) {
  return {
    async listPagesOfUser(userId: number) {
      return db
        .select({ page: pages, plan: plans })
        .from(pages)
        .innerJoin(pageOwners, eq(pageOwners.pageId, pages.id))
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pageOwners.userId, userId), isNull(pages.deletedAt)))
        .orderBy(asc(pages.id));
    },

    async listPageFeatures(pageIds: number[]) {
      if (pageIds.length === 0) return [];
      return db.select().from(pageFeatures).where(inArray(pageFeatures.pageId, pageIds));
    },

    async listPageOwners(pageIds: number[]) {
      if (pageIds.length === 0) return [];
      return db
        .select({ pageId: pageOwners.pageId, id: users.id, name: users.name })
        .from(pageOwners)
        .innerJoin(users, eq(users.id, pageOwners.userId))
        .where(inArray(pageOwners.pageId, pageIds))
        .orderBy(asc(pageOwners.createdAt));
    },

    async listUsersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    },

    async listInstagramAccountsOfUser(userId: number) {
      return db
        .select({ account: instagramAccounts })
        .from(instagramAccounts)
        .innerJoin(instagramAccountOwners, eq(instagramAccountOwners.accountId, instagramAccounts.id))
        .where(and(eq(instagramAccountOwners.userId, userId), isNull(instagramAccounts.deletedAt)))
        .orderBy(asc(instagramAccounts.id));
    },

    async listInstagramFeatures(accountIds: number[]) {
      if (accountIds.length === 0) return [];
      return db.select().from(instagramAccountFeatures).where(inArray(instagramAccountFeatures.accountId, accountIds));
    },

    /** The owner's stores with the pages each is linked to (by page id). */
    async listStoresOfUser(userId: number) {
      const rows = await db
        .select({ id: stores.id, name: stores.name, pageId: storePages.pageId })
        .from(stores)
        .leftJoin(storePages, eq(storePages.storeId, stores.id))
        .where(eq(stores.ownerUserId, userId))
        .orderBy(asc(stores.id), asc(storePages.pageId));
      const byStore = new Map<number, { id: number; name: string; pageIds: number[] }>();
      for (const row of rows) {
        const store = byStore.get(row.id) ?? { id: row.id, name: row.name, pageIds: [] };
        if (row.pageId !== null) store.pageIds.push(row.pageId);
        byStore.set(row.id, store);
      }
      return [...byStore.values()];
    },

    async userOwnsPage(userId: number, pageId: number): Promise<boolean> {
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .innerJoin(pageOwners, eq(pageOwners.pageId, pages.id))
        .where(and(eq(pages.id, pageId), eq(pageOwners.userId, userId), isNull(pages.deletedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async userOwnsInstagramAccount(userId: number, accountId: number): Promise<boolean> {
      const rows = await db
        .select({ id: instagramAccounts.id })
        .from(instagramAccounts)
        .innerJoin(instagramAccountOwners, eq(instagramAccountOwners.accountId, instagramAccounts.id))
        .where(
          and(
            eq(instagramAccounts.id, accountId),
            eq(instagramAccountOwners.userId, userId),
            isNull(instagramAccounts.deletedAt),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
