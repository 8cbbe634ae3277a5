import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { accessTokens, users } from '../../../platform/db/schema.ts';

export type ManagedUserRow = typeof users.$inferSelect;
type UserFields = { username: string; name: string; email?: string | null; isAdmin: boolean; isReferral: boolean };

/** The users an admin manages: their row, and ending every session of theirs. */
export function createManagedUsersRepository(db: Db) {
  return {
    async find(id: number): Promise<ManagedUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async insert(fields: UserFields & { passwordHash: string }): Promise<ManagedUserRow> {
      const [row] = await db.insert(users).values(fields).returning();
      return row!;
    },

    async update(id: number, fields: Partial<UserFields & { passwordHash: string; blockedAt: Date | null }>) {
      const [row] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Every session of the user ends, including an admin's impersonation of them. */
    async revokeSessions(userId: number, now: Date) {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            or(eq(accessTokens.userId, userId), eq(accessTokens.impersonatorId, userId)),
            isNull(accessTokens.revokedAt),
          ),
        );
    },
  };
}

export type ManagedUsersRepository = ReturnType<typeof createManagedUsersRepository>;
