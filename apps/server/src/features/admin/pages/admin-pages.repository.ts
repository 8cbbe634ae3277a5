import type { FeatureSlug } from '@app/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import {
  pageCommenterPosts,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  replyCampaigns,
  users,
} from '../../../platform/db/schema.ts';

export type AdminPageRow = Awaited<ReturnType<AdminPagesRepository['pagesByIds']>>[number];

/** `term%` for LIKE on a lower-cased column: the prefix indexes (text_pattern_ops) answer it. */
export const prefixPattern = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * What an admin search matches: a name, domain or owner's username starting with the term, or Meta's id or our id
 * exactly. Prefixes, not substrings: each kind is one range of its prefix index, read in the index's own order and
 * cut at the limit (a term matching more pages gives the first by name: the admin types on to narrow it), then
 * merged newest first. Ordering a branch by id instead makes the planner walk the primary key past every page that
 * does not match (57 ms for a rare term over 100,000 pages), and an OR of the kinds reads every page.
 */
function pageSearchSql(term: string, limit: number): SQL {
  const pattern = prefixPattern(term);
  const branches: SQL[] = [
    sql`(select ${pages.id} as id from ${pages} where lower(${pages.name}) like ${pattern}
      order by lower(${pages.name}) using ~<~ limit ${limit})`,
    sql`(select ${pages.id} as id from ${pages} where lower(${pages.domain}) like ${pattern}
      order by lower(${pages.domain}) using ~<~ limit ${limit})`,
    sql`(select ${pageOwners.pageId} as id from ${pageOwners} join ${users} on ${users.id} = ${pageOwners.userId}
      where lower(${users.username}) like ${pattern} order by lower(${users.username}) using ~<~ limit ${limit})`,
  ];
  if (/^\d{1,20}$/.test(term)) {
    branches.push(sql`(select ${pages.id} as id from ${pages} where ${pages.metaPageId} = ${term})`);
    if (Number(term) <= 2_147_483_647)
      branches.push(sql`(select ${pages.id} as id from ${pages} where ${pages.id} = ${Number(term)})`);
  }
  return sql`select id from (${sql.join(branches, sql` union `)}) found order by id desc limit ${limit}`;
}

export function createAdminPagesRepository(db: Db) {
  const referral = alias(users, 'referral');
  const ownersOf = sql<{ id: number; name: string }[] | string>`(select coalesce(json_agg(json_build_object('id',
    ${users.id}, 'name', ${users.name}) order by ${users.id}), '[]') from ${pageOwners} join ${users}
    on ${users.id} = ${pageOwners.userId} where ${pageOwners.pageId} = ${pages.id})`;
  const featuresOf = sql<FeatureSlug[]>`coalesce((select array_agg(${pageFeatures.slug} order by ${pageFeatures.slug})
    from ${pageFeatures} where ${pageFeatures.pageId} = ${pages.id}), '{}')::text[]`;

  /** Pages with their package, referral agent, owners and features: one statement, one round trip. */
  async function pagesWhere(where: SQL) {
    const rows = await db
      .select({
        // The columns a row shows (not the token): a search moves 30 rows between the database thread and this one.
        page: {
          id: pages.id,
          metaPageId: pages.metaPageId,
          name: pages.name,
          avatar: pages.avatar,
          domain: pages.domain,
          status: pages.status,
          expiresAt: pages.expiresAt,
          lastLoginAt: pages.lastLoginAt,
          blockedAt: pages.blockedAt,
          deletedAt: pages.deletedAt,
          tokenInvalidAt: pages.tokenInvalidAt,
          missingPermissions: pages.missingPermissions,
          subscriptionFailedAt: pages.subscriptionFailedAt,
          subscriptionError: pages.subscriptionError,
          subscriptionRefusedFields: pages.subscriptionRefusedFields,
          sendingPausedUntil: pages.sendingPausedUntil,
        },
        plan: { id: plans.id, name: plans.name, price: plans.price },
        referral: { id: referral.id, name: referral.name },
        owners: ownersOf,
        features: featuresOf,
      })
      .from(pages)
      .leftJoin(plans, eq(plans.id, pages.planId))
      .leftJoin(referral, eq(referral.id, pages.referralUserId))
      .where(where);
    return rows.map((row) => ({
      ...row,
      referral: row.referral?.id ? row.referral : null,
      owners: (typeof row.owners === 'string' ? JSON.parse(row.owners) : row.owners) as { id: number; name: string }[],
    }));
  }

  const repository = {
    /** The pages the search finds with everything a row shows, newest first: their ids, then the rows by id. */
    async search(term: string, limit: number) {
      const found = term
        ? pageSearchSql(term, limit)
        : sql`select ${pages.id} as id from ${pages} order by ${pages.id} desc limit ${limit}`;
      const result = await db.execute(found);
      const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      return repository.pagesByIds(ids.sort((a, b) => b - a));
    },

    /** The pages with their package, referral agent, owners and features, in the order of `ids`. */
    async pagesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await pagesWhere(inArray(pages.id, ids));
      const byId = new Map(rows.map((row) => [row.page.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async updatePage(id: number, values: Partial<typeof pages.$inferInsert>) {
      // An update of only the owners or the domain (written elsewhere) has no column of its own to set here.
      if (Object.keys(values).length === 0) return;
      await db.update(pages).set(values).where(eq(pages.id, id));
    },

    async replaceOwners(pageId: number, userIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(pageOwners).where(eq(pageOwners.pageId, pageId));
        await tx.insert(pageOwners).values(userIds.map((userId) => ({ pageId, userId })));
      });
    },

    /** Sets the page's features; a feature kept keeps its owner's confirmation (commenter, likes). */
    async replaceFeatures(pageId: number, slugs: FeatureSlug[]) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .select({ slug: pageFeatures.slug })
          .from(pageFeatures)
          .where(eq(pageFeatures.pageId, pageId));
        const gone = removed.map((row) => row.slug).filter((slug) => !slugs.includes(slug));
        if (gone.length > 0)
          await tx.delete(pageFeatures).where(and(eq(pageFeatures.pageId, pageId), inArray(pageFeatures.slug, gone)));
        if (slugs.length > 0)
          await tx
            .insert(pageFeatures)
            .values(slugs.map((slug) => ({ pageId, slug })))
            .onConflictDoNothing();
      });
    },

    async existingUserIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return rows.map((row) => row.id);
    },

    async isReferralUser(id: number) {
      const [row] = await db.select({ referral: users.isReferral }).from(users).where(eq(users.id, id));
      return row?.referral === true;
    },

    async planExists(id: number) {
      const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, id));
      return row !== undefined;
    },

    /** Turns the page commenter off on every post where it is on; how many it turned off. */
    async stopCommenter(pageId: number, now: Date) {
      const rows = await db
        .update(pageCommenterPosts)
        .set({ enabled: false, disabledAt: now })
        .where(and(eq(pageCommenterPosts.pageId, pageId), eq(pageCommenterPosts.enabled, true)))
        .returning({ id: pageCommenterPosts.id });
      return rows.length;
    },

    /** Pauses every running reply campaign sending for the page (or of the account); their ids. */
    async pauseRunningCampaigns(owner: { pageId: number } | { instagramAccountId: number }, now: Date) {
      const ownerIs =
        'pageId' in owner
          ? eq(replyCampaigns.pageId, owner.pageId)
          : eq(replyCampaigns.instagramAccountId, owner.instagramAccountId);
      const rows = await db
        .update(replyCampaigns)
        .set({ status: 'paused', updatedAt: now })
        .where(and(ownerIs, eq(replyCampaigns.status, 'running')))
        .returning({ id: replyCampaigns.id });
      return rows.map((row) => row.id);
    },

    async pageExists(id: number) {
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, id), isNull(pages.deletedAt)));
      return row !== undefined;
    },
  };
  return repository;
}

export type AdminPagesRepository = ReturnType<typeof createAdminPagesRepository>;
