import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { instagramAccountOwners, instagramAccounts, pageOwners, pages, users } from '../../../platform/db/schema.ts';

/** Who owns which pages and Instagram accounts: the users who own at least one, found by name or username. */
export function createPageOwnersRepository(db: Db) {
  return {
    async owners(term: string, limit: number) {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const owning = db.select({ userId: pageOwners.userId }).from(pageOwners);
      const owningAccounts = db.select({ userId: instagramAccountOwners.userId }).from(instagramAccountOwners);
      return db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(
          and(
            or(inArray(users.id, owning), inArray(users.id, owningAccounts)),
            term ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
          ),
        )
        .orderBy(asc(users.name))
        .limit(limit);
    },

    pagesOf: (userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: pageOwners.userId,
              id: pages.id,
              name: pages.name,
              status: pages.status,
              expiresAt: pages.expiresAt,
              blockedAt: pages.blockedAt,
              deletedAt: pages.deletedAt,
            })
            .from(pageOwners)
            .innerJoin(pages, eq(pages.id, pageOwners.pageId))
            .where(inArray(pageOwners.userId, userIds)),

    accountsOf: (userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: instagramAccountOwners.userId,
              id: instagramAccounts.id,
              username: instagramAccounts.username,
            })
            .from(instagramAccountOwners)
            .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramAccountOwners.accountId))
            .where(inArray(instagramAccountOwners.userId, userIds)),
  };
}

export type PageOwnersRepository = ReturnType<typeof createPageOwnersRepository>;
