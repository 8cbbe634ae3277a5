import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { passwordResetLinks, users } from '../../platform/db/schema.ts';

export function createProfileRepository(db: Db) {
  return {
    /** A new link replaces the owner's earlier unused ones: only the latest address works. */
    async replaceResetLink(values: { userId: number; tokenHash: string; issuedById: number | null; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetLinks)
          .set({ usedAt: values.expiresAt })
          .where(and(eq(passwordResetLinks.userId, values.userId), isNull(passwordResetLinks.usedAt)));
        await tx.insert(passwordResetLinks).values(values);
      });
    },

    async findUsableResetLink(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: passwordResetLinks.id, expiresAt: passwordResetLinks.expiresAt, user: users })
        .from(passwordResetLinks)
        .innerJoin(users, eq(users.id, passwordResetLinks.userId))
        .where(
          and(
            eq(passwordResetLinks.tokenHash, tokenHash),
            isNull(passwordResetLinks.usedAt),
            gt(passwordResetLinks.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks the link used; false when another request used it first. */
    async useResetLink(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetLinks)
        .set({ usedAt: now })
        .where(and(eq(passwordResetLinks.id, id), isNull(passwordResetLinks.usedAt)))
        .returning({ id: passwordResetLinks.id });
      return rows.length > 0;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
