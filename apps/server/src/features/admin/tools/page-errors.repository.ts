import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { pages } from '../../../platform/db/schema.ts';

/** Pages Meta stopped working for: an invalid token, a refused subscription or missing permissions. */
export function createPageErrorsRepository(db: Db) {
  return {
    list() {
      return db
        .select({
          id: pages.id,
          name: pages.name,
          metaPageId: pages.metaPageId,
          tokenInvalidAt: pages.tokenInvalidAt,
          subscriptionFailedAt: pages.subscriptionFailedAt,
          subscriptionError: pages.subscriptionError,
          missingPermissions: pages.missingPermissions,
        })
        .from(pages)
        .where(
          and(
            isNull(pages.deletedAt),
            or(
              isNotNull(pages.tokenInvalidAt),
              isNotNull(pages.subscriptionFailedAt),
              sql`cardinality(${pages.missingPermissions}) > 0`,
            ),
          ),
        )
        .orderBy(asc(pages.id))
        .limit(500);
    },

    async exists(pageId: number) {
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)));
      return row !== undefined;
    },
  };
}
