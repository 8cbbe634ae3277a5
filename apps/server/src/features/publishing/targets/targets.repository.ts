import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  pageFeatures,
  pageOwners,
  pages,
} from '../../../platform/db/schema.ts';

/** Who acts: an owner sees their own pages and accounts; an administrator every one. */
export type Actor = { userId: number; isAdmin: boolean };

export function createTargetsRepository(db: Db) {
  return {
    /** The pages among `ids` the actor may post to, with their token state and feature slugs. */
    async pagesFor(actor: Actor, ids: number[]) {
      if (ids.length === 0) return [];
      const owned = actor.isAdmin
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(pageOwners)
              .where(and(eq(pageOwners.pageId, pages.id), eq(pageOwners.userId, actor.userId))),
          );
      const rows = await db
        .select()
        .from(pages)
        .where(and(inArray(pages.id, ids), isNull(pages.deletedAt), owned));
      const features = await db
        .select({ pageId: pageFeatures.pageId, slug: pageFeatures.slug })
        .from(pageFeatures)
        .where(inArray(pageFeatures.pageId, ids));
      return rows.map((page) => ({
        page,
        features: features.filter((row) => row.pageId === page.id).map(({ slug }) => ({ slug })),
      }));
    },

    /** The Instagram accounts among `ids` the actor may post to, with their page (its token) and feature slugs. */
    async accountsFor(actor: Actor, ids: number[]) {
      if (ids.length === 0) return [];
      const owned = actor.isAdmin
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(instagramAccountOwners)
              .where(
                and(
                  eq(instagramAccountOwners.accountId, instagramAccounts.id),
                  eq(instagramAccountOwners.userId, actor.userId),
                ),
              ),
          );
      const rows = await db
        .select({ account: instagramAccounts, page: pages })
        .from(instagramAccounts)
        .leftJoin(pages, eq(pages.id, instagramAccounts.pageId))
        .where(and(inArray(instagramAccounts.id, ids), isNull(instagramAccounts.deletedAt), owned));
      const features = await db
        .select({ accountId: instagramAccountFeatures.accountId, slug: instagramAccountFeatures.slug })
        .from(instagramAccountFeatures)
        .where(inArray(instagramAccountFeatures.accountId, ids));
      return rows.map((row) => ({
        ...row,
        features: features.filter((feature) => feature.accountId === row.account.id).map(({ slug }) => ({ slug })),
      }));
    },
  };
}
export type TargetsRepository = ReturnType<typeof createTargetsRepository>;
