import { and, count, eq, getTableColumns, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FeatureSlug, InstagramAccountType } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  oauthStates,
  pageFeatures,
  pageOwners,
  pages,
  users,
} from '../../platform/db/schema.ts';

export type PageRow = typeof pages.$inferSelect;
export type InstagramAccountRow = typeof instagramAccounts.$inferSelect;

export function createLinkingRepository(db: Db) {
  return {
    async createOAuthState(values: {
      state: string;
      userId: number | null;
      instagram: boolean;
      instagramLogin?: boolean;
      expiresAt: Date;
    }) {
      await db.insert(oauthStates).values(values);
    },

    /** Single use: the state is marked used in the same statement that checks it. */
    async consumeOAuthState(state: string, now: Date) {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async findUserByFacebookId(facebookUserId: string) {
      const [row] = await db.select().from(users).where(eq(users.facebookUserId, facebookUserId)).limit(1);
      return row ?? null;
    },

    async createFacebookUser(values: {
      facebookUserId: string;
      name: string;
      avatar: string | null;
      tokenEncrypted: string;
    }) {
      const [row] = await db
        .insert(users)
        .values({
          username: `fb_${values.facebookUserId}`,
          name: values.name,
          avatar: values.avatar,
          facebookUserId: values.facebookUserId,
          facebookTokenEncrypted: values.tokenEncrypted,
        })
        .returning();
      return row!;
    },

    async updateUserFacebook(
      userId: number,
      values: { facebookUserId: string; tokenEncrypted: string; avatar: string | null },
    ) {
      await db
        .update(users)
        .set({
          facebookUserId: values.facebookUserId,
          facebookTokenEncrypted: values.tokenEncrypted,
          avatar: sql`coalesce(${users.avatar}, ${values.avatar})`,
        })
        .where(eq(users.id, userId));
    },

    /** Inserts a new page with a trial, or refreshes a known one (name, picture, token) and brings it back if deleted. */
    async upsertPage(values: {
      metaPageId: string;
      name: string;
      avatar: string | null;
      tokenEncrypted: string;
      now: Date;
      trialEndsAt: Date;
    }) {
      const [row] = await db
        .insert(pages)
        .values({
          metaPageId: values.metaPageId,
          name: values.name,
          avatar: values.avatar,
          accessTokenEncrypted: values.tokenEncrypted,
          expiresAt: values.trialEndsAt,
          lastLoginAt: values.now,
        })
        .onConflictDoUpdate({
          target: pages.metaPageId,
          set: {
            name: values.name,
            avatar: values.avatar,
            accessTokenEncrypted: values.tokenEncrypted,
            tokenInvalidAt: null,
            missingPermissions: [],
            deletedAt: null,
            lastLoginAt: values.now,
          },
        })
        // xmax = 0 only on a freshly inserted row: tells a new page from a refreshed one in one statement.
        .returning({ ...getTableColumns(pages), inserted: sql<boolean>`(xmax = 0)` });
      const { inserted, ...page } = row!;
      return { page, inserted };
    },

    async addPageOwner(pageId: number, userId: number) {
      await db.insert(pageOwners).values({ pageId, userId }).onConflictDoNothing();
    },

    async addPageFeatures(pageId: number, slugs: readonly FeatureSlug[]) {
      if (slugs.length === 0) return;
      await db
        .insert(pageFeatures)
        .values(slugs.map((slug) => ({ pageId, slug })))
        .onConflictDoNothing();
    },

    async upsertInstagramAccount(values: {
      metaAccountId: string;
      pageId: number;
      name: string;
      username: string;
      avatar: string | null;
      /** Null when Meta did not say: a new account is taken for a business one, a known one keeps its type. */
      accountType: InstagramAccountType | null;
      trialEndsAt: Date;
    }) {
      const { accountType, ...columns } = values;
      const [row] = await db
        .insert(instagramAccounts)
        .values({ ...columns, ...(accountType ? { accountType } : {}), expiresAt: values.trialEndsAt })
        .onConflictDoUpdate({
          target: instagramAccounts.metaAccountId,
          set: {
            pageId: values.pageId,
            name: values.name,
            username: values.username,
            avatar: values.avatar,
            ...(accountType ? { accountType } : {}),
            tokenInvalidAt: null,
            deletedAt: null,
            // Linked through its page now: the page's token, not one of its own.
            login: 'facebook',
            tokenEncrypted: null,
            tokenExpiresAt: null,
            tokenRefreshedAt: null,
          },
        })
        .returning({ ...getTableColumns(instagramAccounts), inserted: sql<boolean>`(xmax = 0)` });
      const { inserted, ...account } = row!;
      return { account, inserted };
    },

    /** Instagram Login: the account with its own token and no page (a page link before is replaced). */
    async upsertInstagramLoginAccount(values: {
      metaAccountId: string;
      name: string;
      username: string;
      avatar: string | null;
      accountType: InstagramAccountType | null;
      tokenEncrypted: string;
      tokenExpiresAt: Date;
      now: Date;
      trialEndsAt: Date;
    }) {
      const { accountType, now, trialEndsAt, ...columns } = values;
      const own = { ...columns, login: 'instagram' as const, pageId: null, tokenRefreshedAt: now };
      const [row] = await db
        .insert(instagramAccounts)
        .values({ ...own, ...(accountType ? { accountType } : {}), expiresAt: trialEndsAt })
        .onConflictDoUpdate({
          target: instagramAccounts.metaAccountId,
          set: { ...own, ...(accountType ? { accountType } : {}), tokenInvalidAt: null, deletedAt: null },
        })
        .returning({ ...getTableColumns(instagramAccounts), inserted: sql<boolean>`(xmax = 0)` });
      const { inserted, ...account } = row!;
      return { account, inserted };
    },

    /**
     * Instagram-Login tokens due a refresh: at least a day old (Meta refuses younger ones) with fewer than `leftMs`
     * left, still accepted (a refused one waits for the owner to link it again).
     */
    async instagramTokensToRefresh(now: Date, leftMs: number) {
      return db
        .select({
          id: instagramAccounts.id,
          name: instagramAccounts.username,
          tokenEncrypted: instagramAccounts.tokenEncrypted,
        })
        .from(instagramAccounts)
        .where(
          and(
            eq(instagramAccounts.login, 'instagram'),
            isNull(instagramAccounts.deletedAt),
            isNull(instagramAccounts.tokenInvalidAt),
            sql`${instagramAccounts.tokenEncrypted} is not null`,
            lte(instagramAccounts.tokenRefreshedAt, new Date(now.getTime() - 86_400_000)),
            lt(instagramAccounts.tokenExpiresAt, new Date(now.getTime() + leftMs)),
          ),
        )
        .orderBy(instagramAccounts.tokenExpiresAt);
    },

    /** Instagram-Login accounts whose own token is still accepted (their subscription is checked). */
    async instagramLoginAccountsToCheck(now: Date) {
      return db
        .select({
          id: instagramAccounts.id,
          metaAccountId: instagramAccounts.metaAccountId,
          tokenEncrypted: instagramAccounts.tokenEncrypted,
        })
        .from(instagramAccounts)
        .where(
          and(
            eq(instagramAccounts.login, 'instagram'),
            isNull(instagramAccounts.deletedAt),
            isNull(instagramAccounts.tokenInvalidAt),
            sql`${instagramAccounts.tokenEncrypted} is not null`,
            gt(instagramAccounts.tokenExpiresAt, now),
          ),
        );
    },

    async storeRefreshedInstagramToken(accountId: number, tokenEncrypted: string, expiresAt: Date, now: Date) {
      await db
        .update(instagramAccounts)
        .set({ tokenEncrypted, tokenExpiresAt: expiresAt, tokenRefreshedAt: now })
        .where(and(eq(instagramAccounts.id, accountId), eq(instagramAccounts.login, 'instagram')));
    },

    async addInstagramOwner(accountId: number, userId: number) {
      await db.insert(instagramAccountOwners).values({ accountId, userId }).onConflictDoNothing();
    },

    async addInstagramFeatures(accountId: number, slugs: readonly FeatureSlug[]) {
      if (slugs.length === 0) return;
      await db
        .insert(instagramAccountFeatures)
        .values(slugs.map((slug) => ({ accountId, slug })))
        .onConflictDoNothing();
    },

    async findPage(pageId: number) {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findPageByMetaId(metaPageId: string) {
      const [row] = await db.select().from(pages).where(eq(pages.metaPageId, metaPageId)).limit(1);
      return row ?? null;
    },

    async findInstagramAccount(accountId: number) {
      const [row] = await db
        .select({ account: instagramAccounts, page: pages })
        .from(instagramAccounts)
        .leftJoin(pages, eq(pages.id, instagramAccounts.pageId))
        .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async listInstagramOwnerIds(accountId: number) {
      return (
        await db
          .select({ userId: instagramAccountOwners.userId })
          .from(instagramAccountOwners)
          .where(eq(instagramAccountOwners.accountId, accountId))
      ).map((row) => row.userId);
    },

    /** Removes one owner; answers how many owners are left. */
    async removePageOwner(pageId: number, userId: number) {
      await db.delete(pageOwners).where(and(eq(pageOwners.pageId, pageId), eq(pageOwners.userId, userId)));
      const [row] = await db.select({ n: count() }).from(pageOwners).where(eq(pageOwners.pageId, pageId));
      return row?.n ?? 0;
    },

    async removeInstagramOwner(accountId: number, userId: number) {
      await db
        .delete(instagramAccountOwners)
        .where(and(eq(instagramAccountOwners.accountId, accountId), eq(instagramAccountOwners.userId, userId)));
      const [row] = await db
        .select({ n: count() })
        .from(instagramAccountOwners)
        .where(eq(instagramAccountOwners.accountId, accountId));
      return row?.n ?? 0;
    },

    async softDeletePage(pageId: number, now: Date) {
      await db.update(pages).set({ deletedAt: now }).where(eq(pages.id, pageId));
    },

    async softDeleteInstagramAccount(accountId: number, now: Date) {
      await db.update(instagramAccounts).set({ deletedAt: now }).where(eq(instagramAccounts.id, accountId));
    },

    /** Instagram accounts use their page's token: a reconnected page makes them usable again. */
    async clearInstagramTokenInvalid(pageId: number) {
      await db.update(instagramAccounts).set({ tokenInvalidAt: null }).where(eq(instagramAccounts.pageId, pageId));
    },
  };
}
export type LinkingRepository = ReturnType<typeof createLinkingRepository>;
