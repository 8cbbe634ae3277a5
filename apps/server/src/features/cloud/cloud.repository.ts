import type { CloudFileUse } from '@app/contract/cloud';
import type { UploadKind } from '@app/contract/uploads';
import { and, asc, count, desc, eq, gt, ilike, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  botReplies,
  instagramStoryCampaigns,
  mediaFiles,
  mediaFolders,
  postTemplates,
  posts,
  replyCampaigns,
  replyTemplates,
  storeItems,
  storyQuickReplies,
  users,
} from '../../platform/db/schema.ts';

export type CloudFileRow = typeof mediaFiles.$inferSelect;
export type CloudFolderRow = typeof mediaFolders.$inferSelect & { files: number };
export type CloudFilesFilter = { folderId?: number | 'none'; search?: string; kind?: UploadKind };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createCloudRepository(db: Db) {
  return {
    async quota(ownerUserId: number): Promise<{ usedBytes: number; totalMegabytes: number }> {
      const [user] = await db
        .select({ totalMegabytes: users.totalStorageMb })
        .from(users)
        .where(eq(users.id, ownerUserId));
      const [used] = await db
        .select({ bytes: sum(mediaFiles.bytes) })
        .from(mediaFiles)
        .where(eq(mediaFiles.ownerUserId, ownerUserId));
      return { usedBytes: Number(used?.bytes ?? 0), totalMegabytes: user?.totalMegabytes ?? 0 };
    },

    /** The upload's record; a second call for the same blob (the post upload reading its size) changes nothing. */
    async record(values: typeof mediaFiles.$inferInsert): Promise<void> {
      await db.insert(mediaFiles).values(values).onConflictDoNothing({ target: mediaFiles.blobKey });
    },

    /** Files of unknown size (0), in id order after `afterId`: read through the partial index of exactly those. */
    async unsizedFiles(afterId: number, limit: number): Promise<{ id: number; blobKey: string }[]> {
      return db
        .select({ id: mediaFiles.id, blobKey: mediaFiles.blobKey })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.bytes, 0), gt(mediaFiles.id, afterId)))
        .orderBy(asc(mediaFiles.id))
        .limit(limit);
    },

    async setSize(id: number, bytes: number): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ bytes })
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.bytes, 0)));
    },

    async forget(blobKey: string): Promise<void> {
      await db.delete(mediaFiles).where(eq(mediaFiles.blobKey, blobKey));
    },

    async files(ownerUserId: number, filter: CloudFilesFilter): Promise<CloudFileRow[]> {
      const conditions: SQL[] = [eq(mediaFiles.ownerUserId, ownerUserId)];
      if (filter.folderId === 'none') conditions.push(isNull(mediaFiles.folderId));
      else if (filter.folderId !== undefined) conditions.push(eq(mediaFiles.folderId, filter.folderId));
      if (filter.search) conditions.push(ilike(mediaFiles.originalName, likePattern(filter.search)));
      if (filter.kind) conditions.push(eq(mediaFiles.kind, filter.kind));
      return db
        .select()
        .from(mediaFiles)
        .where(and(...conditions))
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
        .limit(500);
    },

    async file(ownerUserId: number, id: number): Promise<CloudFileRow | null> {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.ownerUserId, ownerUserId)));
      return row ?? null;
    },

    async fileByKey(ownerUserId: number, blobKey: string): Promise<CloudFileRow | null> {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.blobKey, blobKey), eq(mediaFiles.ownerUserId, ownerUserId)));
      return row ?? null;
    },

    async moveFile(ownerUserId: number, id: number, folderId: number | null): Promise<CloudFileRow | null> {
      const [row] = await db
        .update(mediaFiles)
        .set({ folderId })
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.ownerUserId, ownerUserId)))
        .returning();
      return row ?? null;
    },

    async deleteFile(ownerUserId: number, id: number): Promise<void> {
      await db.delete(mediaFiles).where(and(eq(mediaFiles.id, id), eq(mediaFiles.ownerUserId, ownerUserId)));
    },

    /** Where the file is used, read from the rows that name it: by id, or by its address for those that keep one. */
    async uses(file: CloudFileRow, now: Date): Promise<CloudFileUse[]> {
      const byId = sql`${JSON.stringify([file.id])}::jsonb`;
      const address = likePattern(file.blobKey);
      const [postRows, templateRows, campaignRows, replyTemplateRows, botRows, quickRows, storyRows, itemRows] =
        await Promise.all([
          db
            .select({ id: posts.id, label: posts.message, scheduledAt: posts.scheduledAt })
            .from(posts)
            .where(and(sql`${posts.mediaIds} @> ${byId}`, isNull(posts.deletedAt))),
          db
            .select({ id: postTemplates.id, label: postTemplates.name })
            .from(postTemplates)
            .where(sql`${postTemplates.mediaIds} @> ${byId}`),
          db
            .select({ id: replyCampaigns.id, label: replyCampaigns.name, status: replyCampaigns.status })
            .from(replyCampaigns)
            .where(sql`${replyCampaigns.settings}::text like ${address}`),
          db
            .select({ id: replyTemplates.id, label: replyTemplates.name })
            .from(replyTemplates)
            .where(sql`${replyTemplates.message}::text like ${address}`),
          db
            .select({ id: botReplies.id, label: botReplies.botName, enabled: botReplies.enabled })
            .from(botReplies)
            .where(eq(botReplies.mediaId, file.id)),
          db
            .select({ id: storyQuickReplies.instagramAccountId, label: storyQuickReplies.kind })
            .from(storyQuickReplies)
            .where(and(eq(storyQuickReplies.mediaId, file.id))),
          db
            .select({ id: instagramStoryCampaigns.id, label: instagramStoryCampaigns.storyId })
            .from(instagramStoryCampaigns)
            .where(eq(instagramStoryCampaigns.mediaId, file.id)),
          db
            .select({ id: storeItems.id, names: storeItems.names })
            .from(storeItems)
            .where(
              sql`(${storeItems.mainImageUrl} like ${address} or array_to_string(${storeItems.imageUrls}, ' ') like ${address})`,
            ),
        ]);
      const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
      return [
        ...postRows.map((row) => ({
          kind: 'post' as const,
          id: row.id,
          label: short(row.label),
          active: row.scheduledAt > now,
        })),
        ...templateRows.map((row) => ({ kind: 'post_template' as const, id: row.id, label: row.label, active: false })),
        ...campaignRows.map((row) => ({
          kind: 'reply_campaign' as const,
          id: row.id,
          label: row.label,
          active: row.status === 'running',
        })),
        ...replyTemplateRows.map((row) => ({
          kind: 'reply_template' as const,
          id: row.id,
          label: row.label,
          active: false,
        })),
        ...botRows.map((row) => ({ kind: 'bot_reply' as const, id: row.id, label: row.label, active: row.enabled })),
        ...quickRows.map((row) => ({ kind: 'story' as const, id: row.id, label: row.label, active: true })),
        ...storyRows.map((row) => ({ kind: 'story' as const, id: row.id, label: row.label, active: true })),
        ...itemRows.map((row) => ({
          kind: 'store_item' as const,
          id: row.id,
          label: Object.values(row.names as Record<string, string>)[0] ?? '',
          active: true,
        })),
      ];
    },

    async folders(ownerUserId: number): Promise<CloudFolderRow[]> {
      return db
        .select({
          id: mediaFolders.id,
          ownerUserId: mediaFolders.ownerUserId,
          name: mediaFolders.name,
          createdAt: mediaFolders.createdAt,
          files: count(mediaFiles.id),
        })
        .from(mediaFolders)
        .leftJoin(mediaFiles, eq(mediaFiles.folderId, mediaFolders.id))
        .where(eq(mediaFolders.ownerUserId, ownerUserId))
        .groupBy(mediaFolders.id)
        .orderBy(asc(mediaFolders.name));
    },

    async folderExists(ownerUserId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: mediaFolders.id })
        .from(mediaFolders)
        .where(and(eq(mediaFolders.id, id), eq(mediaFolders.ownerUserId, ownerUserId)));
      return rows.length > 0;
    },

    async insertFolder(ownerUserId: number, name: string) {
      const [row] = await db.insert(mediaFolders).values({ ownerUserId, name }).returning();
      return { ...row!, files: 0 };
    },

    async renameFolder(ownerUserId: number, id: number, name: string) {
      const [row] = await db
        .update(mediaFolders)
        .set({ name })
        .where(and(eq(mediaFolders.id, id), eq(mediaFolders.ownerUserId, ownerUserId)))
        .returning();
      return row ?? null;
    },

    async folderFileCount(id: number): Promise<number> {
      const [row] = await db.select({ files: count() }).from(mediaFiles).where(eq(mediaFiles.folderId, id));
      return row?.files ?? 0;
    },

    /** Deletes the folder only while it holds no file (checked in the same statement). */
    async deleteEmptyFolder(ownerUserId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(mediaFolders)
        .where(
          and(
            eq(mediaFolders.id, id),
            eq(mediaFolders.ownerUserId, ownerUserId),
            sql`not exists (select 1 from ${mediaFiles} where ${mediaFiles.folderId} = ${mediaFolders.id})`,
          ),
        )
        .returning({ id: mediaFolders.id });
      return deleted.length > 0;
    },
  };
}
export type CloudRepository = ReturnType<typeof createCloudRepository>;
