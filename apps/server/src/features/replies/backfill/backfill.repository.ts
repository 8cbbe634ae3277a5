import { and, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
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

    /** The running campaigns of an account linked with Instagram Login (they have no page). */
    async runningCampaignsOfInstagramLoginAccount(accountId: number): Promise<CampaignRow[]> {
      const rows = await db
        .select()
        .from(replyCampaigns)
        .where(
          and(
            eq(replyCampaigns.instagramAccountId, accountId),
            isNull(replyCampaigns.pageId),
            eq(replyCampaigns.status, 'running'),
          ),
        );
      return rows.map((row) => ({ ...row, settings: campaignSettingsJson.read(row.settings) }));
    },

    /** The accounts linked with Instagram Login that have running campaigns (the missed-comments sweep's). */
    async instagramLoginAccountsWithRunningCampaigns(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ accountId: replyCampaigns.instagramAccountId })
        .from(replyCampaigns)
        .where(and(isNull(replyCampaigns.pageId), eq(replyCampaigns.status, 'running')));
      return rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId]));
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
      const escaped = commentKey.replace(/[\\%_]/g, '\\$&');
      // Its replies and its hiding: Meta would refuse each one for a comment that no longer exists.
      const skipped = await db
        .update(outboundActions)
        .set({ status: 'skipped', errorMessage: 'comment-removed' })
        .where(
          and(
            eq(outboundActions.pageId, pageId),
            eq(outboundActions.status, 'pending'),
            or(
              and(
                inArray(outboundActions.kind, ['public_reply', 'private_reply']),
                like(outboundActions.idempotencyKey, `reply:%:${escaped}:%`),
              ),
              and(eq(outboundActions.kind, 'hide_comment'), like(outboundActions.idempotencyKey, `hide:%:${escaped}`)),
            ),
          ),
        )
        .returning({ trailId: outboundActions.trailId, kind: outboundActions.kind });
      for (const { trailId, kind } of skipped) {
        if (trailId === null) continue;
        const status =
          kind === 'public_reply'
            ? { publicStatus: 'skipped' as const }
            : kind === 'private_reply'
              ? { privateStatus: 'skipped' as const }
              : { hideStatus: 'skipped' as const };
        await db
          .update(replyTrails)
          .set({ ...status, reason: 'comment-removed', updatedAt: sql`now()` })
          .where(eq(replyTrails.id, trailId));
      }
      return skipped.length;
    },
  };
}
export type BackfillRepository = ReturnType<typeof createBackfillRepository>;
