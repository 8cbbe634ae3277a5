import type { ReplyCampaignSettings } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botFlows, replyCampaigns } from '../../../platform/db/schema.ts';
import { ownedBy, type ReplyOwner } from '../scope/reply-owner.ts';
import { campaignSettingsJson } from './campaign-settings.ts';

type StoredCampaign = typeof replyCampaigns.$inferSelect;
export type CampaignRow = Omit<StoredCampaign, 'settings'> & { settings: ReplyCampaignSettings };
type CampaignInsert = Omit<typeof replyCampaigns.$inferInsert, 'settings'> & { settings: ReplyCampaignSettings };
type CampaignChange = Partial<CampaignInsert>;
export type CampaignFailure = { category: string; code: number | null; subcode: number | null; message: string };

const toCampaign = (row: StoredCampaign): CampaignRow => ({
  ...row,
  settings: campaignSettingsJson.read(row.settings),
});
const storedChange = ({ settings, ...values }: CampaignChange) =>
  settings === undefined ? values : { ...values, settings: campaignSettingsJson.write(settings) };

export function createCampaignsRepository(db: Db) {
  return {
    /** Whether the flow is one of the page's (comment to DM may start only those). */
    async flowOfPage(flowId: number, pageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: botFlows.id })
        .from(botFlows)
        .where(and(eq(botFlows.id, flowId), eq(botFlows.pageId, pageId)));
      return row !== undefined;
    },

    async insertCampaign(values: CampaignInsert) {
      const [row] = await db
        .insert(replyCampaigns)
        .values({ ...values, settings: campaignSettingsJson.write(values.settings) })
        .returning();
      return toCampaign(row!);
    },

    async updateCampaign(id: number, owner: ReplyOwner, values: CampaignChange) {
      const [row] = await db
        .update(replyCampaigns)
        .set({ ...storedChange(values), updatedAt: sql`now()` })
        .where(and(eq(replyCampaigns.id, id), ownedBy(replyCampaigns, owner)))
        .returning();
      return row ? toCampaign(row) : null;
    },

    async findCampaign(id: number, owner: ReplyOwner) {
      const [row] = await db
        .select()
        .from(replyCampaigns)
        .where(and(eq(replyCampaigns.id, id), ownedBy(replyCampaigns, owner)))
        .limit(1);
      return row ? toCampaign(row) : null;
    },

    async findCampaignById(id: number) {
      const [row] = await db.select().from(replyCampaigns).where(eq(replyCampaigns.id, id)).limit(1);
      return row ? toCampaign(row) : null;
    },

    async listCampaigns(owner: ReplyOwner) {
      const rows = await db
        .select()
        .from(replyCampaigns)
        .where(ownedBy(replyCampaigns, owner))
        .orderBy(desc(replyCampaigns.id));
      return rows.map(toCampaign);
    },

    async deleteCampaign(id: number, owner: ReplyOwner) {
      const rows = await db
        .delete(replyCampaigns)
        .where(and(eq(replyCampaigns.id, id), ownedBy(replyCampaigns, owner)))
        .returning({ id: replyCampaigns.id });
      return rows.length > 0;
    },

    async runningCampaignsForPost(owner: ReplyOwner, metaPostId: string) {
      const rows = await db
        .select()
        .from(replyCampaigns)
        .where(
          and(
            ownedBy(replyCampaigns, owner),
            eq(replyCampaigns.metaPostId, metaPostId),
            eq(replyCampaigns.status, 'running'),
          ),
        );
      return rows.map(toCampaign);
    },

    async stopCampaign(id: number, error: CampaignFailure) {
      await db
        .update(replyCampaigns)
        .set({
          status: 'stopped_error',
          errorCategory: error.category,
          errorCode: error.code,
          errorSubcode: error.subcode,
          errorMessage: error.message,
          updatedAt: sql`now()`,
        })
        .where(eq(replyCampaigns.id, id));
    },

    async markPlanLimitReached(campaignId: number, reached: boolean) {
      await db.update(replyCampaigns).set({ planLimitReached: reached }).where(eq(replyCampaigns.id, campaignId));
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
