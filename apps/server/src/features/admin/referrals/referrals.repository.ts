import { and, asc, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { invoices, pages, users } from '../../../platform/db/schema.ts';

/** Referral agents and the pages they brought (`pages.referral_user_id`). */
export function createReferralsRepository(db: Db) {
  return {
    agents: (ids?: number[]) =>
      db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(ids ? inArray(users.id, ids) : eq(users.isReferral, true))
        .orderBy(asc(users.name)),

    pagesOf: (agentIds: number[]) =>
      agentIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              agentId: pages.referralUserId,
              id: pages.id,
              name: pages.name,
              status: pages.status,
              expiresAt: pages.expiresAt,
              blockedAt: pages.blockedAt,
              deletedAt: pages.deletedAt,
            })
            .from(pages)
            .where(inArray(pages.referralUserId, agentIds))
            .orderBy(asc(pages.name)),

    /** The agent's share of every paid invoice of the pages they brought. */
    async commissionOf(agentId: number) {
      const [row] = await db
        .select({ total: sum(invoices.commission).mapWith(Number) })
        .from(invoices)
        .where(and(eq(invoices.referralUserId, agentId), eq(invoices.status, 'paid')));
      return row?.total ?? 0;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
