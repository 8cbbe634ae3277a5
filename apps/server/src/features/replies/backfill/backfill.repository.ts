import { and, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { outboundActions, pages, replyCampaigns, replyTrails } from '../../../platform/db/schema.ts';
import { campaignSettingsJson } from '../campaigns/campaign-settings.ts';
import type { CampaignRow } from '../campaigns/campaigns.repository.ts';

/** What reading comments back from Meta needs: the campaigns to check, how far each was checked, known comments. */
export function createBackfillRepository(db: Db) {
  return {
    /** Pages that have a running campaign (theirs or their Instagram account's) and a token Meta has not refused. */
    async pagesWithRunningCampaigns(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: pages.id })
        .from(replyCampaigns)
        .innerJoin(pages, eq(pages.id, replyCampaigns.pageId))
        .where(
          and(
            eq(replyCampaigns.status, 'running'),
            isNull(pages.deletedAt),
            isNull(pages.blockedAt),
            isNull(pages.tokenInvalidAt),
            isNotNull(pages.accessTokenEncrypted),
          ),
        );
      return rows.map((row) => row.id);
    },

    async runningCampaignsOfPage(pageId: number): Promise<CampaignRow[]> {
      const rows = await db
        .select()
        .from(replyCampaigns)
        .where(and(eq(replyCampaigns.pageId, pageId), eq(replyCampaigns.status, 'running')));
      return rows.map((row) => ({ ...row, settings: campaignSettingsJson.read(row.settings) }));
    },

    async markCommentsChecked(campaignIds: number[], until: Date) {
      if (campaignIds.length === 0) return;
      await db
        .update(replyCampaigns)
        .set({ commentsCheckedUntil: until })
        .where(and(inArray(replyCampaigns.id, campaignIds), eq(replyCampaigns.status, 'running')));
    },

    /** `{campaignId}|{commentId}` of the comments these campaigns already decided. */
    async knownComments(campaignIds: number[], commentIds: string[]): Promise<Set<string>> {
      if (campaignIds.length === 0 || commentIds.length === 0) return new Set();
      const rows = await db
        .select({ campaignId: replyTrails.campaignId, commentId: replyTrails.commentId })
        .from(replyTrails)
        .where(and(inArray(replyTrails.campaignId, campaignIds), inArray(replyTrails.commentId, commentIds)));
      return new Set(rows.map((row) => `${row.campaignId}|${row.commentId}`));
    },

    async markAnsweredLate(trailId: number) {
      await db.update(replyTrails).set({ answeredLate: true }).where(eq(replyTrails.id, trailId));
    },

    /**
     * The commenter deleted the comment: replies not yet handed to Meta are not sent, and the trail says why. A
     * reply already being sent is left to Meta's answer (the comment no longer exists).
     */
    async skipUnsentRepliesTo(pageId: number, commentKey: string): Promise<number> {
      const skipped = await db
        .update(outboundActions)
        .set({ status: 'skipped', errorMessage: 'comment-removed' })
        .where(
          and(
            eq(outboundActions.pageId, pageId),
            eq(outboundActions.status, 'pending'),
            inArray(outboundActions.kind, ['public_reply', 'private_reply']),
            like(outboundActions.idempotencyKey, `reply:%:${commentKey.replace(/[\\%_]/g, '\\$&')}:%`),
          ),
        )
        .returning({ trailId: outboundActions.trailId, kind: outboundActions.kind });
      for (const { trailId, kind } of skipped) {
        if (trailId === null) continue;
        await db
          .update(replyTrails)
          .set({
            ...(kind === 'public_reply' ? { publicStatus: 'skipped' as const } : { privateStatus: 'skipped' as const }),
            reason: 'comment-removed',
            updatedAt: sql`now()`,
          })
          .where(eq(replyTrails.id, trailId));
      }
      return skipped.length;
    },
  };
}
export type BackfillRepository = ReturnType<typeof createBackfillRepository>;
