import type { PostNetwork } from '@app/contract/publishing';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { postTemplates } from '../../../platform/db/schema.ts';

export type PostTemplateRow = typeof postTemplates.$inferSelect;
type TemplateValues = Omit<typeof postTemplates.$inferInsert, 'id' | 'ownerUserId' | 'createdAt'>;

export function createTemplatesRepository(db: Db) {
  const owned = (ownerUserId: number, id: number) =>
    and(eq(postTemplates.id, id), eq(postTemplates.ownerUserId, ownerUserId));
  return {
    list: (ownerUserId: number, network: PostNetwork | undefined) =>
      db
        .select()
        .from(postTemplates)
        .where(
          and(eq(postTemplates.ownerUserId, ownerUserId), network ? eq(postTemplates.network, network) : undefined),
        )
        .orderBy(desc(postTemplates.createdAt), desc(postTemplates.id)),

    async find(ownerUserId: number, id: number): Promise<PostTemplateRow | null> {
      const [row] = await db.select().from(postTemplates).where(owned(ownerUserId, id));
      return row ?? null;
    },

    async insert(ownerUserId: number, values: TemplateValues): Promise<PostTemplateRow> {
      const [row] = await db
        .insert(postTemplates)
        .values({ ...values, ownerUserId })
        .returning();
      return row!;
    },

    async update(ownerUserId: number, id: number, values: TemplateValues): Promise<PostTemplateRow | null> {
      const [row] = await db.update(postTemplates).set(values).where(owned(ownerUserId, id)).returning();
      return row ?? null;
    },

    async remove(ownerUserId: number, id: number): Promise<boolean> {
      const rows = await db.delete(postTemplates).where(owned(ownerUserId, id)).returning({ id: postTemplates.id });
      return rows.length > 0;
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
