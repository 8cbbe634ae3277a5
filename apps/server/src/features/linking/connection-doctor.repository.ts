import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { instagramAccountFeatures, instagramAccounts, pageFeatures, pages } from '../../platform/db/schema.ts';

/** What the connection doctor keeps and reads: the outcome of the last webhook subscription and the features used. */
export function createConnectionDoctorRepository(db: Db) {
  return {
    async recordSubscription(
      pageId: number,
      outcome: { failedAt: Date | null; error: string | null; refused: string[] },
    ) {
      await db
        .update(pages)
        .set({
          subscriptionFailedAt: outcome.failedAt,
          subscriptionError: outcome.error,
          subscriptionRefusedFields: outcome.refused,
        })
        .where(eq(pages.id, pageId));
    },

    async pageFeatureSlugs(pageId: number) {
      const rows = await db
        .select({ slug: pageFeatures.slug })
        .from(pageFeatures)
        .where(eq(pageFeatures.pageId, pageId));
      return rows.map((row) => row.slug);
    },

    /** The features of the page's Instagram accounts: their messages come through the page's subscription. */
    async instagramFeatureSlugsOfPage(pageId: number) {
      const rows = await db
        .selectDistinct({ slug: instagramAccountFeatures.slug })
        .from(instagramAccountFeatures)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramAccountFeatures.accountId))
        .where(and(eq(instagramAccounts.pageId, pageId), isNull(instagramAccounts.deletedAt)));
      return rows.map((row) => row.slug);
    },

    /** The pages the subscription check looks at: linked, with a token Meta has not refused. */
    async pagesToCheck() {
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(isNull(pages.deletedAt), isNotNull(pages.accessTokenEncrypted), isNull(pages.tokenInvalidAt)));
      return rows.map((row) => row.id);
    },

    /** The check saw every field subscribed (`healedAt`: after subscribing again); the owners' notice may come again. */
    async recordSubscribed(pageId: number, at: Date, healedAt: Date | null) {
      await db
        .update(pages)
        .set({
          ...(healedAt ? { subscriptionHealedAt: healedAt } : { subscriptionSeenAt: at }),
          subscriptionNoticeAt: null,
        })
        .where(eq(pages.id, pageId));
    },

    /** True once per lasting refusal: the owners are told when this is the first time since it was subscribed. */
    async claimSubscriptionNotice(pageId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(pages)
        .set({ subscriptionNoticeAt: at })
        .where(and(eq(pages.id, pageId), isNull(pages.subscriptionNoticeAt)))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    async instagramFeatureSlugs(accountId: number) {
      const rows = await db
        .select({ slug: instagramAccountFeatures.slug })
        .from(instagramAccountFeatures)
        .where(eq(instagramAccountFeatures.accountId, accountId));
      return rows.map((row) => row.slug);
    },
  };
}
export type ConnectionDoctorRepository = ReturnType<typeof createConnectionDoctorRepository>;
