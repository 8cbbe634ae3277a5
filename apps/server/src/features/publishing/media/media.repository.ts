import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { mediaFiles } from '../../../platform/db/schema.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;

export function createMediaRepository(db: Db) {
  return {
    async insert(values: typeof mediaFiles.$inferInsert): Promise<MediaFileRow> {
      const [row] = await db.insert(mediaFiles).values(values).returning();
      return row!;
    },

    /** The files among `ids` that belong to the owner (any order). */
    async ownedBy(ownerUserId: number, ids: number[]): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.ownerUserId, ownerUserId), inArray(mediaFiles.id, ids)));
    },

    async byIds(ids: number[]): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
