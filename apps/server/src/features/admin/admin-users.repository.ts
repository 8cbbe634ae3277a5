import { asc, count, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { pageOwners, users } from '../../platform/db/schema.ts';

export function createAdminUsersRepository(db: Db) {
  return {
    async search(term: string, limit: number) {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          email: users.email,
          admin: users.isAdmin,
          referral: users.isReferral,
          pages_count: count(pageOwners.pageId),
          blocked: isNotNull(users.blockedAt).mapWith(Boolean),
        })
        .from(users)
        .leftJoin(pageOwners, eq(pageOwners.userId, users.id))
        .where(term ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined)
        .groupBy(users.id)
        .orderBy(asc(users.id))
        .limit(limit);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
