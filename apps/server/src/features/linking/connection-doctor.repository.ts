import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { instagramAccountFeatures, pageFeatures, pages } from '../../platform/db/schema.ts';

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
