import { and, asc, count, eq, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { helpArticles, helpArticleVersions, helpSections } from '../../platform/db/schema.ts';

export type HelpSectionRow = typeof helpSections.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpVersionRow = typeof helpArticleVersions.$inferSelect;
export type NewHelpVersion = Omit<HelpVersionRow, 'articleId'>;
type ArticleFields = Pick<HelpArticleRow, 'sectionId' | 'status' | 'screen'>;

/** `%`, `_` and `\` typed by a reader are letters, not patterns. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The help centre's content: shared by every owner, written by admins (no owner scope: nothing in it is an owner's). */
export function createHelpRepository(db: Db) {
  const nextPosition = async (table: typeof helpSections | typeof helpArticles, sectionId?: number) => {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${table.position}), -1)::int + 1` })
      .from(table)
      .where(sectionId === undefined ? undefined : eq(helpArticles.sectionId, sectionId));
    return row?.next ?? 0;
  };

  return {
    async sections() {
      const rows = await db.select().from(helpSections).orderBy(asc(helpSections.position), asc(helpSections.id));
      const counts = await db
        .select({ sectionId: helpArticles.sectionId, count: count() })
        .from(helpArticles)
        .groupBy(helpArticles.sectionId);
      const countOf = new Map(counts.map((row) => [row.sectionId, row.count]));
      return rows.map((row) => ({ ...row, articleCount: countOf.get(row.id) ?? 0 }));
    },

    async section(id: number) {
      const [row] = await db.select().from(helpSections).where(eq(helpSections.id, id)).limit(1);
      return row ?? null;
    },

    async createSection(titles: HelpSectionRow['titles']) {
      const position = await nextPosition(helpSections);
      const [row] = await db.insert(helpSections).values({ titles, position }).returning();
      return row!;
    },

    async renameSection(id: number, titles: HelpSectionRow['titles']) {
      const [row] = await db
        .update(helpSections)
        .set({ titles, updatedAt: sql`now()` })
        .where(eq(helpSections.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes the section only when it has no article; false when it still has some. */
    async deleteEmptySection(id: number) {
      const deleted = await db
        .delete(helpSections)
        .where(
          and(
            eq(helpSections.id, id),
            notExists(db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.sectionId, id))),
          ),
        )
        .returning({ id: helpSections.id });
      return deleted.length > 0;
    },

    async sectionIds() {
      const rows = await db.select({ id: helpSections.id }).from(helpSections);
      return rows.map((row) => row.id);
    },

    async placeSections(ids: number[]) {
      const cases = sql.join(
        ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
        sql` `,
      );
      await db
        .update(helpSections)
        .set({ position: sql`(case ${helpSections.id} ${cases} end)::int` })
        .where(inArray(helpSections.id, ids));
    },

    /** Articles with every version; of one section, of published ones only, or of one id. */
    async articles(filter: { sectionId?: number; publishedOnly?: boolean; id?: number; screen?: string }) {
      const conditions = [
        filter.sectionId === undefined ? undefined : eq(helpArticles.sectionId, filter.sectionId),
        filter.publishedOnly ? eq(helpArticles.status, 'published') : undefined,
        filter.id === undefined ? undefined : eq(helpArticles.id, filter.id),
        filter.screen === undefined ? undefined : eq(helpArticles.screen, filter.screen),
      ];
      const rows = await db
        .select()
        .from(helpArticles)
        .where(and(...conditions))
        .orderBy(asc(helpArticles.position), asc(helpArticles.id));
      if (rows.length === 0) return [];
      const versions = await db
        .select()
        .from(helpArticleVersions)
        .where(
          inArray(
            helpArticleVersions.articleId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({ ...row, versions: versions.filter((version) => version.articleId === row.id) }));
    },

    /**
     * Published articles whose version in `locale` (or, for articles without one, any version) has the words in its
     * title or text; every matching version is returned, the service picks the one to show.
     */
    async searchPublished(locale: string, words: string) {
      const pattern = likePattern(words);
      const readerVersion = db
        .select({ articleId: sql`1` })
        .from(helpArticleVersions)
        .where(
          sql`${helpArticleVersions.articleId} = ${helpArticles.id} and ${helpArticleVersions.locale} = ${locale}`,
        );
      return db
        .select({ article: helpArticles, version: helpArticleVersions })
        .from(helpArticleVersions)
        .innerJoin(helpArticles, eq(helpArticles.id, helpArticleVersions.articleId))
        .where(
          and(
            eq(helpArticles.status, 'published'),
            or(eq(helpArticleVersions.locale, locale), notExists(readerVersion)),
            or(ilike(helpArticleVersions.title, pattern), ilike(helpArticleVersions.plainText, pattern)),
          ),
        )
        .orderBy(asc(helpArticles.sectionId), asc(helpArticles.position), asc(helpArticles.id))
        .limit(100);
    },

    async createArticle(fields: ArticleFields, versions: NewHelpVersion[]) {
      const position = await nextPosition(helpArticles, fields.sectionId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(helpArticles)
          .values({ ...fields, position })
          .returning();
        await tx.insert(helpArticleVersions).values(versions.map((version) => ({ ...version, articleId: row!.id })));
        return row!.id;
      });
    },

    async updateArticle(id: number, fields: ArticleFields, versions: NewHelpVersion[]) {
      const [current] = await db.select().from(helpArticles).where(eq(helpArticles.id, id)).limit(1);
      if (!current) return false;
      const position =
        current.sectionId === fields.sectionId ? current.position : await nextPosition(helpArticles, fields.sectionId);
      return db.transaction(async (tx) => {
        await tx
          .update(helpArticles)
          .set({ ...fields, position, updatedAt: sql`now()` })
          .where(eq(helpArticles.id, id));
        await tx.delete(helpArticleVersions).where(eq(helpArticleVersions.articleId, id));
        await tx.insert(helpArticleVersions).values(versions.map((version) => ({ ...version, articleId: id })));
        return true;
      });
    },

    async setArticleStatus(id: number, status: HelpArticleRow['status']) {
      const [row] = await db
        .update(helpArticles)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(helpArticles.id, id))
        .returning({ id: helpArticles.id });
      return row !== undefined;
    },

    async deleteArticle(id: number) {
      const deleted = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id });
      return deleted.length > 0;
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
