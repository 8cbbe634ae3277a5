import type { FeatureSlug } from '@app/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  plans,
  users,
} from '../../../platform/db/schema.ts';
import { searchArguments } from './search-range.ts';

export type AdminInstagramRow = Awaited<ReturnType<AdminInstagramRepository['accountsByIds']>>[number];

export function createAdminInstagramRepository(db: Db, executeSql: SqlExecutor) {
  return {
    /** As the page search: `admin_search_instagram_ids` (admin/sql/admin-search.sql); "@name" is a username. */
    async searchAccountIds(term: string, limit: number) {
      const { rows } = await executeSql(
        'select id from admin_search_instagram_ids($1, $2, $3, $4, $5) as id',
        searchArguments(term, limit, (whole) => whole.replace(/^@/, '')),
      );
      return rows.map((row) => Number(row.id));
    },

    async accountsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      const [rows, owners, features] = await Promise.all([
        db
          .select({
            account: {
              id: instagramAccounts.id,
              metaAccountId: instagramAccounts.metaAccountId,
              name: instagramAccounts.name,
              username: instagramAccounts.username,
              avatar: instagramAccounts.avatar,
              pageId: instagramAccounts.pageId,
              login: instagramAccounts.login,
              expiresAt: instagramAccounts.expiresAt,
              blockedAt: instagramAccounts.blockedAt,
              deletedAt: instagramAccounts.deletedAt,
              tokenInvalidAt: instagramAccounts.tokenInvalidAt,
              status: instagramAccounts.status,
            },
            plan: { id: plans.id, name: plans.name, price: plans.price },
          })
          .from(instagramAccounts)
          .leftJoin(plans, eq(plans.id, instagramAccounts.planId))
          .where(inArray(instagramAccounts.id, ids)),
        db
          .select({ accountId: instagramAccountOwners.accountId, id: users.id, name: users.name })
          .from(instagramAccountOwners)
          .innerJoin(users, eq(users.id, instagramAccountOwners.userId))
          .where(inArray(instagramAccountOwners.accountId, ids))
          .orderBy(asc(users.id)),
        db
          .select({ accountId: instagramAccountFeatures.accountId, slug: instagramAccountFeatures.slug })
          .from(instagramAccountFeatures)
          .where(inArray(instagramAccountFeatures.accountId, ids)),
      ]);
      const byId = new Map(rows.map((row) => [row.account.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            ...row,
            owners: owners
              .filter((owner) => owner.accountId === id)
              .map(({ id: userId, name }) => ({ id: userId, name })),
            features: features.filter((feature) => feature.accountId === id).map((feature) => feature.slug),
          },
        ];
      });
    },

    async updateAccount(id: number, values: Partial<typeof instagramAccounts.$inferInsert>) {
      // An update of only the owners has no column of its own to set here.
      if (Object.keys(values).length === 0) return;
      await db.update(instagramAccounts).set(values).where(eq(instagramAccounts.id, id));
    },

    async replaceOwners(accountId: number, userIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(instagramAccountOwners).where(eq(instagramAccountOwners.accountId, accountId));
        await tx.insert(instagramAccountOwners).values(userIds.map((userId) => ({ accountId, userId })));
      });
    },

    async replaceFeatures(accountId: number, slugs: FeatureSlug[]) {
      await db.transaction(async (tx) => {
        await tx.delete(instagramAccountFeatures).where(eq(instagramAccountFeatures.accountId, accountId));
        if (slugs.length > 0)
          await tx.insert(instagramAccountFeatures).values(slugs.map((slug) => ({ accountId, slug })));
      });
    },
  };
}

export type AdminInstagramRepository = ReturnType<typeof createAdminInstagramRepository>;
