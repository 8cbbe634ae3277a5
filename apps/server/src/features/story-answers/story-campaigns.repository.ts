import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  inboxMessages,
  instagramStoryCampaigns,
  mediaFiles,
  storyQuickReplyTrails,
  subscribers,
} from '../../platform/db/schema.ts';

export type StoryCampaignRow = typeof instagramStoryCampaigns.$inferSelect & { mediaBlobKey: string | null };
export type StoryReplyCounts = { received: number; answered: number };

/** The campaigns on single stories' replies of an Instagram account, keyed by Meta's story id. */
export function createStoryCampaignsRepository(db: Db) {
  const storyIdOfMessage = sql<string>`${inboxMessages.story}->>'id'`;

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

    /**
     * Per story: the replies people sent (stored in the inbox) and those answered with a message Meta accepted,
     * whichever of the campaign or the quick reply answered them.
     */
    async replyCounts(accountId: number, storyIds: string[]): Promise<Map<string, StoryReplyCounts>> {
      const counts = new Map(storyIds.map((id) => [id, { received: 0, answered: 0 }]));
      if (storyIds.length === 0) return counts;
      const [received, answered] = await Promise.all([
        db
          .select({ storyId: storyIdOfMessage, total: count() })
          .from(inboxMessages)
          .innerJoin(subscribers, eq(subscribers.id, inboxMessages.subscriberId))
          .where(
            and(
              // A literal, so that the partial index on story replies serves a prepared statement's generic plan.
              sql`${inboxMessages.kind} = 'story_reply'`,
              inArray(storyIdOfMessage, storyIds),
              eq(subscribers.instagramAccountId, accountId),
            ),
          )
          .groupBy(storyIdOfMessage),
        db
          .select({ storyId: storyQuickReplyTrails.storyKey, total: count() })
          .from(storyQuickReplyTrails)
          .innerJoin(inboxMessages, eq(inboxMessages.id, storyQuickReplyTrails.answerMessageId))
          .where(
            and(
              eq(storyQuickReplyTrails.instagramAccountId, accountId),
              eq(storyQuickReplyTrails.kind, 'story_reply'),
              inArray(storyQuickReplyTrails.storyKey, storyIds),
              eq(inboxMessages.status, 'sent'),
            ),
          )
          .groupBy(storyQuickReplyTrails.storyKey),
      ]);
      for (const row of received) counts.get(row.storyId)!.received = row.total;
      for (const row of answered) if (row.storyId) counts.get(row.storyId)!.answered = row.total;
      return counts;
    },
  };
}
export type StoryCampaignsRepository = ReturnType<typeof createStoryCampaignsRepository>;
