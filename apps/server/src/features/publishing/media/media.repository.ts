import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { mediaFiles } from '../../../platform/db/schema.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
/** A file a post can carry: messages' audio and documents are stored alongside but are no post's media. */
export type PostMediaRow = MediaFileRow & { kind: 'image' | 'video' };
const postMediaKinds = ['image', 'video'] as const;

export function createMediaRepository(db: Db) {
  return {
    /** The upload's record, which the upload itself created (the media cloud): completed with what was read of it. */
    async insert(values: typeof mediaFiles.$inferInsert): Promise<MediaFileRow> {
      const [row] = await db
        .insert(mediaFiles)
        .values(values)
        .onConflictDoUpdate({
          target: mediaFiles.blobKey,
          set: { width: values.width ?? null, height: values.height ?? null },
        })
        .returning();
      return row!;
    },

    /** The images and videos among `ids` that belong to the owner (any order). */
    async ownedPostMedia(ownerUserId: number, ids: number[]): Promise<PostMediaRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mediaFiles)
        .where(
          and(
            eq(mediaFiles.ownerUserId, ownerUserId),
            inArray(mediaFiles.id, ids),
            inArray(mediaFiles.kind, [...postMediaKinds]),
          ),
        );
      return rows as PostMediaRow[];
    },

    /** A post's or template's media (saved only after `ownedPostMedia` took them). */
    async postMediaByIds(ids: number[]): Promise<PostMediaRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mediaFiles)
        .where(and(inArray(mediaFiles.id, ids), inArray(mediaFiles.kind, [...postMediaKinds])));
      return rows as PostMediaRow[];
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
