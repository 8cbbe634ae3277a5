import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InboxChannel, SubscriberSource } from '@app/contract';
import type { Db } from '../../../platform/db/database.ts';
import {
  instagramAccountOwners,
  instagramAccounts,
  pageOwners,
  pages,
  subscribers,
} from '../../../platform/db/schema.ts';

export type SubscriberScope =
  { pageId: number } | { instagramAccountId: number } | { referralUserId: number; channel: InboxChannel };

export type SubscriberFilters = {
  channel: InboxChannel;
  q: string;
  label?: string | undefined;
  source?: SubscriberSource | undefined;
  window?: { state: 'open' | 'closed'; openSince: Date } | undefined;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function scopeCondition(db: Db, scope: SubscriberScope): SQL {
  if ('pageId' in scope) return eq(subscribers.pageId, scope.pageId);
  if ('instagramAccountId' in scope) return eq(subscribers.instagramAccountId, scope.instagramAccountId);
  // A referral agent sees the subscribers of the pages they brought (and of those pages' Instagram accounts).
  const broughtPages = db.select({ id: pages.id }).from(pages).where(eq(pages.referralUserId, scope.referralUserId));
  return or(
    inArray(subscribers.pageId, broughtPages),
    inArray(
      subscribers.instagramAccountId,
      db
        .select({ id: instagramAccounts.id })
        .from(instagramAccounts)
        .where(inArray(instagramAccounts.pageId, broughtPages)),
    ),
  )!;
}

/** The subscribers screens' SQL: lists, the CSV's rows, labels; every read scoped to an account or an owner. */
export function createSubscribersRepository(db: Db) {
  const where = (scope: SubscriberScope, filters: SubscriberFilters) => {
    const conditions: (SQL | undefined)[] = [scopeCondition(db, scope), eq(subscribers.channel, filters.channel)];
    if (filters.q)
      conditions.push(or(ilike(subscribers.name, likePattern(filters.q)), eq(subscribers.metaUserId, filters.q)));
    if (filters.label) conditions.push(sql`${filters.label} = any(${subscribers.labels})`);
    if (filters.source) conditions.push(eq(subscribers.source, filters.source));
    if (filters.window?.state === 'open') conditions.push(gt(subscribers.lastIncomingAt, filters.window.openSince));
    if (filters.window?.state === 'closed')
      conditions.push(
        or(isNull(subscribers.lastIncomingAt), lte(subscribers.lastIncomingAt, filters.window.openSince)),
      );
    return and(...conditions);
  };

  return {
    async list(scope: SubscriberScope, filters: SubscriberFilters, paging: { offset: number; limit: number } | null) {
      const query = db
        .select()
        .from(subscribers)
        .where(where(scope, filters))
        .orderBy(desc(subscribers.lastInteractionAt), desc(subscribers.id));
      return paging ? query.limit(paging.limit).offset(paging.offset) : query;
    },

    async count(scope: SubscriberScope, filters: SubscriberFilters): Promise<number> {
      const [row] = await db.select({ total: count() }).from(subscribers).where(where(scope, filters));
      return Number(row?.total ?? 0);
    },

    /** Labels of a subscriber the user owns (admins any); null when it is not theirs. */
    async setLabels(id: number, labels: string[], viewer: { userId: number; isAdmin: boolean }) {
      const owned = viewer.isAdmin
        ? sql`true`
        : sql`(${subscribers.pageId} in (select ${pageOwners.pageId} from ${pageOwners} where ${pageOwners.userId} = ${viewer.userId})
          or ${subscribers.instagramAccountId} in (select ${instagramAccountOwners.accountId} from ${instagramAccountOwners} where ${instagramAccountOwners.userId} = ${viewer.userId}))`;
      const [row] = await db
        .update(subscribers)
        .set({ labels })
        .where(and(eq(subscribers.id, id), owned))
        .returning();
      return row ?? null;
    },
  };
}
export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
