import type { FeatureSlug } from '@app/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, SqlExecutor } from '../../../platform/db/database.ts';
import { jsonColumns } from '../../../platform/db/row-json.ts';
import { createShapedStatements } from '../../../platform/db/shaped-statements.ts';
import {
  adminPageRows,
  pageCommenterPosts,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  replyCampaigns,
  users,
} from '../../../platform/db/schema.ts';
import { searchArguments } from './search-range.ts';

export type AdminPageRow = {
  page: ReturnType<typeof pageView.read>;
  plan: ReturnType<typeof planView.read> | null;
  referral: ReturnType<typeof referralView.read> | null;
  owners: { id: number; name: string }[];
  features: FeatureSlug[];
};

/** The page's columns a row shows (not the token), in the order its stored row holds them. */
export const pageView = jsonColumns({
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
});
const planView = jsonColumns({ id: plans.id, name: plans.name, price: plans.price });
const referral = alias(users, 'referral');
const referralView = jsonColumns({ id: referral.id, name: referral.name });

/**
 * Pages with their package, referral agent, owners and features, newest first: one statement and one JSON text
 * (row-json.ts), built once. Each page's columns, owners and features are its stored row (admin_page_rows, kept by
 * admin/sql/admin-page-rows.sql); `found` gives the ids: the search function (admin/sql/admin-search.sql) or a list.
 */
function pageRowsSql(found: SQL) {
  return sql`with found as (${found})
    select coalesce(json_agg(json_build_array(${adminPageRows.body}, ${planView.list}, ${referralView.list})
      order by ${adminPageRows.pageId} desc), '[]')::text as rows
    from found join ${adminPageRows} on ${adminPageRows.pageId} = found.id
    left join ${plans} on ${plans.id} = ${adminPageRows.planId}
    left join ${users} ${sql.identifier('referral')} on ${referral.id} = ${adminPageRows.referralUserId}`;
}

function pageRowOf([body, ...values]: unknown[]): AdminPageRow {
  const stored = body as unknown[];
  const plan = planView.read(values);
  const agent = referralView.read(values, planView.size);
  return {
    page: pageView.read(stored),
    plan: plan.id === null ? null : plan,
    referral: agent.id === null ? null : agent,
    owners: stored[pageView.size] as AdminPageRow['owners'],
    features: stored[pageView.size + 1] as FeatureSlug[],
  };
}

export function createAdminPagesRepository(db: Db, executeSql: SqlExecutor) {
  const statements = createShapedStatements(executeSql);
  async function pageRows(shape: 'search' | 'ids', found: () => SQL, values: Record<string, unknown>) {
    const [{ rows }] = (await statements(shape, () => pageRowsSql(found()), values)) as [{ rows: string }];
    return (JSON.parse(rows) as unknown[][]).map(pageRowOf);
  }

  const repository = {
    /** What the search finds (search-range.ts, `admin_search_page_ids`) with everything a row shows, newest first. */
    async search(term: string, limit: number) {
      const [from, to, rowLimit, exactMetaId, exactId] = searchArguments(term, limit);
      const placeholders = ['from', 'to', 'limit', 'metaId', 'id'].map((name) => sql.placeholder(name));
      return pageRows(
        'search',
        () => sql`select id from admin_search_page_ids(${sql.join(placeholders, sql`, `)}) as id`,
        { from, to, limit: rowLimit, metaId: exactMetaId, id: exactId },
      );
    },

    /** The pages with their package, referral agent, owners and features, newest first. */
    async pagesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return pageRows('ids', () => sql`select unnest(${sql.placeholder('ids')}::integer[]) as id`, { ids });
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
