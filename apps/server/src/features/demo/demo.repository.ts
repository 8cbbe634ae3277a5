import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { featureSlugs } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  notifications,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  storePages,
  stores,
  users,
  webviewTemplatePages,
  webviewTemplates,
  type OrderFormFieldRow,
} from '../../platform/db/schema.ts';

type NewUser = { username: string; name: string; passwordHash: string };
type DemoNotification = {
  title: string;
  message: string;
  template: string;
  params: Record<string, string | number>;
  url: string | null;
};

/** The demo data of demo mode: its accounts and plan, and the plan and features of the pages it links. */
export function createDemoRepository(db: Db) {
  return {
    async usernameTaken(username: string): Promise<boolean> {
      const existing = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username}`)
        .limit(1);
      return existing.length > 0;
    },

    /** The plan, the owner with their welcome notifications and the admin, all or nothing. */
    async createDemoAccounts(input: {
      plan: Omit<typeof plans.$inferInsert, 'id' | 'createdAt'>;
      owner: NewUser;
      admin: NewUser;
      referral: NewUser;
      ownerNotifications: DemoNotification[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(plans).values(input.plan);
        const [owner] = await tx.insert(users).values(input.owner).returning();
        await tx.insert(users).values({ ...input.admin, isAdmin: true });
        await tx.insert(users).values({ ...input.referral, isReferral: true });
        await tx
          .insert(notifications)
          .values(input.ownerNotifications.map((notification) => ({ userId: owner!.id, ...notification })));
      });
    },

    async findUser(username: string) {
      const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return user;
    },

    async findPlanId(name: string): Promise<number | null> {
      const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, name)).limit(1);
      return plan?.id ?? null;
    },

    ownedPages(userId: number) {
      return db
        .select({ id: pages.id, metaPageId: pages.metaPageId, name: pages.name })
        .from(pages)
        .innerJoin(pageOwners, eq(pageOwners.pageId, pages.id))
        .where(and(eq(pageOwners.userId, userId), isNull(pages.deletedAt)));
    },

    /** The plan until `expiresAt` and every feature, on each page. */
    async activatePages(pageIds: number[], planId: number | null, expiresAt: Date): Promise<void> {
      if (pageIds.length === 0) return;
      await db.update(pages).set({ planId, expiresAt }).where(inArray(pages.id, pageIds));
      await db
        .insert(pageFeatures)
        .values(pageIds.flatMap((pageId) => featureSlugs.map((slug) => ({ pageId, slug }))))
        .onConflictDoNothing();
    },

    async addStore(ownerUserId: number, pageId: number, name: string): Promise<void> {
      const [store] = await db
        .insert(stores)
        .values({ ownerUserId, name, locales: ['ar', 'en'] })
        .returning();
      await db.insert(storePages).values({ pageId, storeId: store!.id }).onConflictDoNothing();
    },

    /** The page's web-view domain, and an order form assigned to the page that its store uses. */
    async addOrderForm(
      ownerUserId: number,
      pageId: number,
      form: { domain: string; name: string; fields: OrderFormFieldRow[] },
    ): Promise<void> {
      await db.update(pages).set({ domain: form.domain }).where(eq(pages.id, pageId));
      const [template] = await db
        .insert(webviewTemplates)
        .values({ ownerUserId, name: form.name, fields: form.fields })
        .returning({ id: webviewTemplates.id });
      await db.insert(webviewTemplatePages).values({ templateId: template!.id, pageId }).onConflictDoNothing();
      await db
        .update(stores)
        .set({ orderFormId: template!.id })
        .where(
          inArray(
            stores.id,
            db.select({ id: storePages.storeId }).from(storePages).where(eq(storePages.pageId, pageId)),
          ),
        );
    },

    async ownedInstagramAccountId(userId: number, metaAccountId: string): Promise<number | null> {
      const [account] = await db
        .select({ id: instagramAccounts.id })
        .from(instagramAccounts)
        .innerJoin(instagramAccountOwners, eq(instagramAccountOwners.accountId, instagramAccounts.id))
        .where(and(eq(instagramAccountOwners.userId, userId), eq(instagramAccounts.metaAccountId, metaAccountId)))
        .limit(1);
      return account?.id ?? null;
    },

    /** The plan until `expiresAt` and the Instagram features, on each account the user owns. */
    async activateOwnedInstagramAccounts(userId: number, planId: number | null, expiresAt: Date): Promise<void> {
      const accounts = await db
        .select({ id: instagramAccounts.id })
        .from(instagramAccounts)
        .innerJoin(instagramAccountOwners, eq(instagramAccountOwners.accountId, instagramAccounts.id))
        .where(eq(instagramAccountOwners.userId, userId));
      for (const account of accounts) {
        await db.update(instagramAccounts).set({ planId, expiresAt }).where(eq(instagramAccounts.id, account.id));
        await db
          .insert(instagramAccountFeatures)
          .values((['reply', 'poster', 'bot'] as const).map((slug) => ({ accountId: account.id, slug })))
          .onConflictDoNothing();
      }
    },
  };
}
