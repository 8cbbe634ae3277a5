import type { FeatureSlug } from '@app/contract';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  plans,
  users,
} from '../../../platform/db/schema.ts';
import { prefixPattern } from './admin-pages.repository.ts';

export type AdminInstagramRow = Awaited<ReturnType<AdminInstagramRepository['accountsByIds']>>[number];

/** As the page search (`admin-pages.repository.ts`): one bounded index range per kind, merged. */
function accountSearchSql(term: string, limit: number): SQL {
  const pattern = prefixPattern(term.replace(/^@/, ''));
  const accounts = instagramAccounts;
  const branches: SQL[] = [
    sql`(select ${accounts.id} as id from ${accounts} where lower(${accounts.name}) like ${pattern}
      order by lower(${accounts.name}) using ~<~ limit ${limit})`,
    sql`(select ${accounts.id} as id from ${accounts} where lower(${accounts.username}) like ${pattern}
      order by lower(${accounts.username}) using ~<~ limit ${limit})`,
    sql`(select ${instagramAccountOwners.accountId} as id from ${instagramAccountOwners} join ${users}
      on ${users.id} = ${instagramAccountOwners.userId} where lower(${users.username}) like ${pattern}
      order by lower(${users.username}) using ~<~ limit ${limit})`,
  ];
  if (/^\d{1,20}$/.test(term)) {
    branches.push(sql`(select ${accounts.id} as id from ${accounts} where ${accounts.metaAccountId} = ${term})`);
    if (Number(term) <= 2_147_483_647)
      branches.push(sql`(select ${accounts.id} as id from ${accounts} where ${accounts.id} = ${Number(term)})`);
  }
  return sql`select id from (${sql.join(branches, sql` union `)}) found order by id desc limit ${limit}`;
}

export function createAdminInstagramRepository(db: Db) {
  return {
    async searchAccountIds(term: string, limit: number) {
      if (!term) {
        const rows = await db
          .select({ id: instagramAccounts.id })
          .from(instagramAccounts)
          .orderBy(desc(instagramAccounts.id))
          .limit(limit);
        return rows.map((row) => row.id);
      }
      const result = await db.execute(accountSearchSql(term, limit));
      return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
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
