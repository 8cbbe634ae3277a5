import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accessTokens, loginFailures, users } from '../../platform/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenKind = (typeof accessTokens.$inferInsert)['kind'];

export function createAuthRepository(db: Db) {
  return {
    async findUserByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async insertToken(values: {
      userId: number;
      tokenHash: string;
      kind: TokenKind;
      expiresAt: Date;
      impersonatorId?: number | null;
    }) {
      const [row] = await db.insert(accessTokens).values(values).returning({ id: accessTokens.id });
      return row!;
    },

    async findActiveToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ token: accessTokens, user: users })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(
          and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)),
        )
        .limit(1);
      return row ?? null;
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Ends every other session of the user, e.g. after a password change. */
    async revokeOtherTokens(userId: number, keepTokenId: number, now: Date) {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), ne(accessTokens.id, keepTokenId)));
    },

    async revokeToken(id: number, now: Date) {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
    },

    async deleteDeadTokens(before: Date) {
      await db.delete(accessTokens).where(or(lt(accessTokens.expiresAt, before), lt(accessTokens.revokedAt, before)));
    },

    async findLoginFailure(key: string) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
      return row ?? null;
    },

    /** One atomic upsert per failure so concurrent attempts cannot slip under the limit. */
    async recordLoginFailure(key: string, now: Date, windowStart: Date, maxFailures: number, lockUntil: Date) {
      const [row] = await db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: maxFailures <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${now} else ${loginFailures.windowStartedAt} end`,
            lockedUntil: sql`case when (case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end) >= ${maxFailures} then ${lockUntil}::timestamptz else ${loginFailures.lockedUntil} end`,
          },
        })
        .returning();
      return row!;
    },

    async clearLoginFailures(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    async deleteStaleLoginFailures(before: Date) {
      await db
        .delete(loginFailures)
        .where(
          and(
            lt(loginFailures.windowStartedAt, before),
            or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, before)),
          ),
        );
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
