import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { pages } from '../../platform/db/schema.ts';

/** The page's web-view domain column (`pages.domain`, an origin). */
export function createWebViewDomainRepository(db: Db) {
  return {
    async domainOf(pageId: number): Promise<string | null> {
      const [row] = await db.select({ domain: pages.domain }).from(pages).where(eq(pages.id, pageId));
      return row?.domain ?? null;
    },
    async setDomain(pageId: number, domain: string | null): Promise<void> {
      await db.update(pages).set({ domain }).where(eq(pages.id, pageId));
    },
  };
}
export type WebViewDomainRepository = ReturnType<typeof createWebViewDomainRepository>;
