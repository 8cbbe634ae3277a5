import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  pageOwners,
  pages,
  webviewTemplatePages,
  webviewTemplates,
  type OrderFormFieldRow,
} from '../../platform/db/schema.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TemplateValues = { name: string; fields: OrderFormFieldRow[]; pageIds: number[] };
export type StoredTemplate = typeof webviewTemplates.$inferSelect & { pages: { id: number; name: string }[] };

/** The SQL of the order forms; the service decides who may see and change which form. */
export function createWebviewTemplatesRepository(db: Db) {
  async function withPages(rows: (typeof webviewTemplates.$inferSelect)[]): Promise<StoredTemplate[]> {
    if (rows.length === 0) return [];
    const assigned = await db
      .select({ templateId: webviewTemplatePages.templateId, id: pages.id, name: pages.name })
      .from(webviewTemplatePages)
      .innerJoin(pages, eq(pages.id, webviewTemplatePages.pageId))
      .where(
        and(
          inArray(
            webviewTemplatePages.templateId,
            rows.map((row) => row.id),
          ),
          isNull(pages.deletedAt),
        ),
      )
      .orderBy(asc(pages.name));
    return rows.map((row) => ({
      ...row,
      pages: assigned.filter((page) => page.templateId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async function replacePages(tx: Transaction, templateId: number, pageIds: number[]) {
    await tx.delete(webviewTemplatePages).where(eq(webviewTemplatePages.templateId, templateId));
    if (pageIds.length > 0)
      await tx.insert(webviewTemplatePages).values(pageIds.map((pageId) => ({ templateId, pageId })));
  }

  return {
    /** The forms assigned to the page, then its owners' forms assigned to no page (a new form is not lost). */
    async listForPage(pageId: number): Promise<StoredTemplate[]> {
      const onPage = sql`exists (select 1 from ${webviewTemplatePages} where ${webviewTemplatePages.templateId} = ${webviewTemplates.id} and ${webviewTemplatePages.pageId} = ${pageId})`;
      const ownersUnassigned = and(
        inArray(
          webviewTemplates.ownerUserId,
          db.select({ userId: pageOwners.userId }).from(pageOwners).where(eq(pageOwners.pageId, pageId)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(webviewTemplatePages)
            .where(eq(webviewTemplatePages.templateId, webviewTemplates.id)),
        ),
      );
      const rows = await db
        .select()
        .from(webviewTemplates)
        .where(sql`${onPage} or (${ownersUnassigned})`)
        .orderBy(desc(webviewTemplates.id))
        .limit(500);
      return withPages(rows);
    },

    async find(id: number): Promise<StoredTemplate | null> {
      const rows = await db.select().from(webviewTemplates).where(eq(webviewTemplates.id, id));
      const [found] = await withPages(rows);
      return found ?? null;
    },

    /** Which of these pages the user owns (live pages only). */
    async ownedPageIds(userId: number, pageIds: number[]): Promise<Set<number>> {
      if (pageIds.length === 0) return new Set();
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .innerJoin(pageOwners, eq(pageOwners.pageId, pages.id))
        .where(and(eq(pageOwners.userId, userId), inArray(pages.id, pageIds), isNull(pages.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** The first owner of a page: whose form an admin makes for it. */
    async firstOwnerOf(pageId: number): Promise<number | null> {
      const [row] = await db
        .select({ userId: pageOwners.userId })
        .from(pageOwners)
        .where(eq(pageOwners.pageId, pageId))
        .orderBy(asc(pageOwners.userId))
        .limit(1);
      return row?.userId ?? null;
    },

    async create(ownerUserId: number, values: TemplateValues, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webviewTemplates)
          .values({ ownerUserId, name: values.name, fields: values.fields, createdAt: now, updatedAt: now })
          .returning({ id: webviewTemplates.id });
        await replacePages(tx, row!.id, values.pageIds);
        return row!.id;
      });
    },

    async update(id: number, values: TemplateValues, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(webviewTemplates)
          .set({ name: values.name, fields: values.fields, updatedAt: now })
          .where(eq(webviewTemplates.id, id));
        await replacePages(tx, id, values.pageIds);
      });
    },

    async remove(id: number): Promise<void> {
      await db.delete(webviewTemplates).where(eq(webviewTemplates.id, id));
    },
  };
}
export type WebviewTemplatesRepository = ReturnType<typeof createWebviewTemplatesRepository>;
