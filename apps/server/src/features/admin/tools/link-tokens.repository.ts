import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { adminLinkTokens } from '../../../platform/db/schema.ts';

export function createLinkTokensRepository(db: Db) {
  return {
    async insert(values: { userId: number; tokenHash: string; tool: string; expiresAt: Date }) {
      await db.insert(adminLinkTokens).values(values);
    },

    /** Marks the token used if it is unused and unexpired, in one statement (two tabs cannot both take it). */
    async take(tokenHash: string, now: Date): Promise<{ userId: number; tool: string } | null> {
      const [row] = await db
        .update(adminLinkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminLinkTokens.tokenHash, tokenHash),
            isNull(adminLinkTokens.usedAt),
            gt(adminLinkTokens.expiresAt, now),
          ),
        )
        .returning({ userId: adminLinkTokens.userId, tool: adminLinkTokens.tool });
      return row ?? null;
    },

    async deleteExpiredBefore(instant: Date) {
      await db.delete(adminLinkTokens).where(lt(adminLinkTokens.expiresAt, instant));
    },
  };
}
export type LinkTokensRepository = ReturnType<typeof createLinkTokensRepository>;
