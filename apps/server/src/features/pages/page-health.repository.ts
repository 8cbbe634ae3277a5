import type { FeatureSlug } from '@app/contract';
import { and, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  pageFeatures,
  pageOwners,
  pages,
  plans,
} from '../../platform/db/schema.ts';
import type { AccountHealth, PageHealth } from './page-gate.ts';

/** The health of pages and Instagram accounts (features/pages): read in one row, changed by the gate alone. */
export function createPageHealthRepository(db: Db) {
  const pageFeaturesOf = sql<FeatureSlug[]>`coalesce((select array_agg(${pageFeatures.slug}) from ${pageFeatures}
    where ${pageFeatures.pageId} = ${pages.id}), '{}')::text[]`;
  const accountFeaturesOf = sql<FeatureSlug[]>`coalesce((select array_agg(${instagramAccountFeatures.slug})
    from ${instagramAccountFeatures} where ${instagramAccountFeatures.accountId} = ${instagramAccounts.id}), '{}')::text[]`;

  async function pageWhere(where: SQL): Promise<Omit<PageHealth, 'instagram' | 'graph'> | null> {
    const [row] = await db
      .select({
        pageId: pages.id,
        metaPageId: pages.metaPageId,
        name: pages.name,
        tokenEncrypted: pages.accessTokenEncrypted,
        tokenInvalidAt: pages.tokenInvalidAt,
        missingPermissions: pages.missingPermissions,
        blockedAt: pages.blockedAt,
        expiresAt: pages.expiresAt,
        deletedAt: pages.deletedAt,
        sendingPausedUntil: pages.sendingPausedUntil,
        automationsPausedFor: pages.automationsPausedFor,
        features: pageFeaturesOf,
        monthlyReplyLimit: plans.monthlyReplyLimit,
      })
      .from(pages)
      .leftJoin(plans, eq(plans.id, pages.planId))
      .where(where)
      .limit(1);
    return row ?? null;
  }

  async function accountWhere(where: SQL): Promise<PageHealth | null> {
    const [row] = await db
      .select({
        accountId: instagramAccounts.id,
        metaAccountId: instagramAccounts.metaAccountId,
        name: instagramAccounts.name,
        username: instagramAccounts.username,
        pageId: instagramAccounts.pageId,
        blockedAt: instagramAccounts.blockedAt,
        expiresAt: instagramAccounts.expiresAt,
        deletedAt: instagramAccounts.deletedAt,
        tokenInvalidAt: instagramAccounts.tokenInvalidAt,
        tokenExpiresAt: instagramAccounts.tokenExpiresAt,
        login: instagramAccounts.login,
        tokenEncrypted: instagramAccounts.tokenEncrypted,
        features: accountFeaturesOf,
        monthlyReplyLimit: plans.monthlyReplyLimit,
      })
      .from(instagramAccounts)
      .leftJoin(plans, eq(plans.id, instagramAccounts.planId))
      .where(where)
      .limit(1);
    if (!row) return null;
    const { pageId: linkedPage, login, tokenEncrypted, ...account } = row;
    if (login === 'instagram') {
      // Instagram Login: no page; the account's own token and state stand where the page's would.
      return {
        pageId: null,
        graph: 'instagram',
        metaPageId: account.metaAccountId,
        name: account.name,
        tokenEncrypted,
        tokenInvalidAt: account.tokenInvalidAt,
        missingPermissions: [],
        blockedAt: null,
        expiresAt: null,
        deletedAt: null,
        sendingPausedUntil: null,
        automationsPausedFor: null,
        features: account.features,
        monthlyReplyLimit: account.monthlyReplyLimit,
        instagram: account satisfies AccountHealth,
      };
    }
    if (linkedPage === null) return null;
    const page = await pageWhere(eq(pages.id, linkedPage));
    if (!page) return null;
    return { ...page, graph: 'facebook', instagram: account satisfies AccountHealth };
  }

  return {
    async pageById(pageId: number): Promise<PageHealth | null> {
      const page = await pageWhere(eq(pages.id, pageId));
      return page && { ...page, graph: 'facebook', instagram: null };
    },

    /** A webhook names the page by Meta's id; a removed page is not there. */
    async pageByMetaId(metaPageId: string): Promise<PageHealth | null> {
      const page = await pageWhere(and(eq(pages.metaPageId, metaPageId), isNull(pages.deletedAt))!);
      return page && { ...page, graph: 'facebook', instagram: null };
    },

    accountById: (accountId: number) => accountWhere(eq(instagramAccounts.id, accountId)),

    accountByMetaId: (metaAccountId: string) =>
      accountWhere(and(eq(instagramAccounts.metaAccountId, metaAccountId), isNull(instagramAccounts.deletedAt))!),

    /** True only the first time, so owners are told once per breakage; the page's Instagram accounts go with it. */
    async markTokenInvalid(pageId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ tokenInvalidAt: now })
        .where(and(eq(pages.id, pageId), isNull(pages.tokenInvalidAt)))
        .returning({ id: pages.id });
      if (rows.length === 0) return false;
      await db
        .update(instagramAccounts)
        .set({ tokenInvalidAt: now })
        .where(and(eq(instagramAccounts.pageId, pageId), isNull(instagramAccounts.tokenInvalidAt)));
      return true;
    },

    /** True only when the permission was not recorded yet. */
    async recordMissingPermission(pageId: number, permission: string): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ missingPermissions: sql`array_append(${pages.missingPermissions}, ${permission}::text)` })
        .where(and(eq(pages.id, pageId), sql`not (${permission}::text = any(${pages.missingPermissions}))`))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** The permission is granted again: true when it was missing. */
    async clearMissingPermission(pageId: number, permission: string): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ missingPermissions: sql`array_remove(${pages.missingPermissions}, ${permission}::text)` })
        .where(and(eq(pages.id, pageId), sql`${permission}::text = any(${pages.missingPermissions})`))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** An admin cleared the page's recorded Meta problems: a refused token and refused permissions are forgotten. */
    async clearMetaProblems(pageId: number) {
      await db.update(pages).set({ tokenInvalidAt: null, missingPermissions: [] }).where(eq(pages.id, pageId));
    },

    /** Meta paused the page's sending: true when it was not paused yet (its owners are told once). */
    async pauseSending(pageId: number, until: Date, now: Date): Promise<boolean> {
      const started = await db
        .update(pages)
        .set({ sendingPausedUntil: until })
        .where(and(eq(pages.id, pageId), or(isNull(pages.sendingPausedUntil), lte(pages.sendingPausedUntil, now))))
        .returning({ id: pages.id });
      if (started.length > 0) return true;
      await db
        .update(pages)
        .set({ sendingPausedUntil: until })
        .where(and(eq(pages.id, pageId), lte(pages.sendingPausedUntil, until)));
      return false;
    },

    /** The page's automations stopped on our side (plan, admin block): true the first time, to tell owners once. */
    async markAutomationsPaused(pageId: number, reason: 'plan-expired' | 'page-blocked'): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ automationsPausedFor: reason })
        .where(
          and(eq(pages.id, pageId), or(isNull(pages.automationsPausedFor), ne(pages.automationsPausedFor, reason))),
        )
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** Renewed or unblocked: the next stop is told again. */
    async clearAutomationsPaused(pageId: number): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ automationsPausedFor: null })
        .where(and(eq(pages.id, pageId), sql`${pages.automationsPausedFor} is not null`))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** Instagram Login: the account's own token was refused or could not be refreshed (true the first time). */
    async markAccountTokenInvalid(accountId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(instagramAccounts)
        .set({ tokenInvalidAt: now })
        .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.tokenInvalidAt)))
        .returning({ id: instagramAccounts.id });
      return rows.length > 0;
    },

    async accountOwnerIds(accountId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: instagramAccountOwners.userId })
        .from(instagramAccountOwners)
        .where(eq(instagramAccountOwners.accountId, accountId));
      return rows.map((row) => row.userId);
    },

    async ownerIds(pageId: number): Promise<number[]> {
      const rows = await db.select({ userId: pageOwners.userId }).from(pageOwners).where(eq(pageOwners.pageId, pageId));
      return rows.map((row) => row.userId);
    },
  };
}
export type PageHealthRepository = ReturnType<typeof createPageHealthRepository>;
