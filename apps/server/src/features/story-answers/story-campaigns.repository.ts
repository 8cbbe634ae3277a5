import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { instagramStoryCampaigns, mediaFiles } from '../../platform/db/schema.ts';

export type StoryCampaignRow = typeof instagramStoryCampaigns.$inferSelect & { mediaBlobKey: string | null };

/** The campaigns on single stories' replies of an Instagram account, keyed by Meta's story id. */
export function createStoryCampaignsRepository(db: Db) {
  return {
    async campaign(accountId: number, storyId: string): Promise<StoryCampaignRow | null> {
      const [row] = await db
        .select({ campaign: instagramStoryCampaigns, mediaBlobKey: mediaFiles.blobKey })
        .from(instagramStoryCampaigns)
        .leftJoin(mediaFiles, eq(mediaFiles.id, instagramStoryCampaigns.mediaId))
        .where(
          and(eq(instagramStoryCampaigns.instagramAccountId, accountId), eq(instagramStoryCampaigns.storyId, storyId)),
        );
      return row ? { ...row.campaign, mediaBlobKey: row.mediaBlobKey } : null;
    },

    /** Whether each of these stories has a campaign, and whether it is on. */
    async campaignStates(accountId: number, storyIds: string[]): Promise<Map<string, { enabled: boolean }>> {
      if (storyIds.length === 0) return new Map();
      const rows = await db
        .select({ storyId: instagramStoryCampaigns.storyId, enabled: instagramStoryCampaigns.enabled })
        .from(instagramStoryCampaigns)
        .where(
          and(
            eq(instagramStoryCampaigns.instagramAccountId, accountId),
            inArray(instagramStoryCampaigns.storyId, storyIds),
          ),
        );
      return new Map(rows.map((row) => [row.storyId, { enabled: row.enabled }]));
    },

    async save(values: typeof instagramStoryCampaigns.$inferInsert): Promise<void> {
      const { instagramAccountId: _account, storyId: _story, createdAt: _created, ...changes } = values;
      await db
        .insert(instagramStoryCampaigns)
        .values(values)
        .onConflictDoUpdate({
          target: [instagramStoryCampaigns.instagramAccountId, instagramStoryCampaigns.storyId],
          set: changes,
        });
    },

    /** Removes the campaign; its trail rows stay, so a redelivered reply is still known as answered. */
    async remove(accountId: number, storyId: string): Promise<boolean> {
      const removed = await db
        .delete(instagramStoryCampaigns)
        .where(
          and(eq(instagramStoryCampaigns.instagramAccountId, accountId), eq(instagramStoryCampaigns.storyId, storyId)),
        )
        .returning({ id: instagramStoryCampaigns.id });
      return removed.length > 0;
    },
  };
}
export type StoryCampaignsRepository = ReturnType<typeof createStoryCampaignsRepository>;
