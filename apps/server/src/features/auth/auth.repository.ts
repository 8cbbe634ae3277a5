import type { InterfaceLocale } from '@app/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accessTokens, loginFailures, mediaFiles, users } from '../../platform/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenKind = (typeof accessTokens.$inferInsert)['kind'];

export function createAuthRepository(db: Db) {
  return {
    /** The bytes of the user's uploaded files: what the media cloud's quota counts (features/cloud). */
    async storageUsedBytes(userId: number): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string | null>`sum(${mediaFiles.bytes})` })
        .from(mediaFiles)
        .where(eq(mediaFiles.ownerUserId, userId));
      return Number(row?.bytes ?? 0);
    },

    async findUserByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    /** The account a username or an email address names (its username first). */
    async findUserByLogin(login: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
        .orderBy(sql`lower(${users.username}) = lower(${login}) desc`)
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
      userAgent?: string | null;
      ipAddress?: string | null;
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

    /** The user's signed-in sessions (impersonations are the admin's, not listed), newest first. */
    async listActiveTokens(userId: number, now: Date) {
      return db
        .select({
          id: accessTokens.id,
          userAgent: accessTokens.userAgent,
          ipAddress: accessTokens.ipAddress,
          createdAt: accessTokens.createdAt,
          lastSeenAt: accessTokens.lastSeenAt,
        })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.userId, userId),
            ne(accessTokens.kind, 'impersonation'),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
        .limit(200);
    },

    /** Whether the user signed in before, and before from this same browser (the user agent as sent). */
    async priorSignIns(userId: number, userAgent: string | null) {
      const [row] = await db
        .select({
          any: sql<number>`count(*)::int`,
          sameDevice: sql<number>`count(*) filter (where ${accessTokens.userAgent} is not distinct from ${userAgent})::int`,
        })
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, userId), ne(accessTokens.kind, 'impersonation')));
      return { any: (row?.any ?? 0) > 0, sameDevice: (row?.sameDevice ?? 0) > 0 };
    },

    async touchToken(id: number, now: Date) {
      await db.update(accessTokens).set({ lastSeenAt: now }).where(eq(accessTokens.id, id));
    },

    /** Ends one of the user's own sessions; false when it is not theirs or already ended. */
    async revokeUserToken(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(accessTokens.id, id),
            eq(accessTokens.userId, userId),
            ne(accessTokens.kind, 'impersonation'),
            isNull(accessTokens.revokedAt),
          ),
        )
        .returning({ id: accessTokens.id });
      return rows.length > 0;
    },

    async revokeAllTokens(userId: number, now: Date) {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    },

    async updateProfile(
      userId: number,
      values: { name?: string; email?: string | null; avatar?: string | null; locale?: InterfaceLocale },
    ) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /**
     * Ends every other session of the user, e.g. after a password change; `signInsOnly` leaves an admin's
     * short-lived impersonation alone (the owner's "sign out everywhere else" lists and ends their own sign-ins).
     */
    async revokeOtherTokens(userId: number, keepTokenId: number, now: Date, signInsOnly = false) {
      await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
            ne(accessTokens.id, keepTokenId),
            signInsOnly ? ne(accessTokens.kind, 'impersonation') : undefined,
          ),
        );
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
