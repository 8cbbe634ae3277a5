import type { TrailReason } from '@app/contract';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { replyCampaigns, replyTrails } from '../../../platform/db/schema.ts';
import { ownedBy, type ReplyOwner } from '../scope/reply-owner.ts';
import { actionFromJson, type ActionRow } from '../actions/actions.repository.ts';
import { actionRequestJson, type ActionRequest } from '../actions/action-request.ts';
import { readTrailReason } from './trail-reason.ts';

type StoredTrail = typeof replyTrails.$inferSelect;
export type TrailRow = Omit<StoredTrail, 'reason'> & { reason: TrailReason | null };
export type TrailInsert = Omit<typeof replyTrails.$inferInsert, 'reason'> & {
  reason?: TrailReason | null;
  /** Turns the row into "skipped: already-answered-person" when the campaign already answered this person. */
  oncePerPerson?: boolean;
};
export type PlannedAction = { idempotencyKey: string; kind: ActionRow['kind']; request: ActionRequest };
export type DecisionToStore = {
  trail: TrailInsert;
  /** The quota is this Instagram account's own (null: the page's). */
  instagramAccountId?: number | null;
  planned: number;
  month: string;
  limit: number | null;
  actions: PlannedAction[];
};
export type StoredDecision = {
  trail: { id: number; decision: TrailRow['decision'] };
  reserved: boolean;
  actions: ActionRow[];
};

/** What happened to each comment for each campaign: written by the engine's decisions, read by the trail screen. */
export function createTrailRepository(db: Db) {
  return {
    /**
     * Decide, written in one statement for a batch of comments: each trail row (the once-only guard; a row
     * marked `oncePerPerson` becomes "skipped: already-answered-person" when the campaign already answered that
     * person), the quota for what the new rows plan to send (all of a page's month at
     * once, and only if it fits), and the outbound actions of the rows whose quota was reserved. Rows whose group
     * did not fit come back with `reserved: false` and no actions, for the caller to settle one by one.
     */
    async decideMany(items: DecisionToStore[], lease: Date): Promise<(StoredDecision | null)[]> {
      if (items.length === 0) return [];
      const input = items.map(({ trail: value, instagramAccountId, planned, month, limit, actions }, index) => ({
        idx: index,
        campaign_id: value.campaignId,
        page_id: value.pageId,
        instagram_account_id: instagramAccountId ?? null,
        comment_id: value.commentId,
        meta_comment_id: value.metaCommentId ?? null,
        commenter_id: value.commenterId ?? null,
        commenter_name: value.commenterName ?? null,
        comment_text: value.commentText,
        commented_at: value.commentedAt?.toISOString() ?? null,
        decision: value.decision,
        reason: value.reason ?? null,
        matched_word: value.matchedWord ?? null,
        public_status: value.publicStatus ?? 'none',
        private_status: value.privateStatus ?? 'none',
        hide_status: value.hideStatus ?? 'none',
        hide_reason: value.hideReason ?? null,
        once_per_person: value.oncePerPerson === true && Boolean(value.commenterId),
        planned,
        month,
        quota_limit: limit,
        actions: actions.map((action) => ({
          idempotency_key: action.idempotencyKey,
          kind: action.kind,
          request: actionRequestJson.write(action.request),
        })),
      }));
      // decide_replies (sql/decide-replies.sql) holds the statement: inside a function Postgres plans it once per
      // session. It inserts the trail rows (a redelivery or a person answered before inserts nothing or a
      // "skipped" row), reserves the quota for each page's whole batch, and inserts the actions of the trails that
      // got quota. Rows out: one 'trail' row per inserted trail (with whether its page's quota was reserved) and
      // one 'action' row per inserted action.
      const result = await db.execute(
        sql`select * from decide_replies(${JSON.stringify(input)}::jsonb, ${lease.toISOString()}::timestamptz)`,
      );
      type Row = {
        row_kind: 'trail' | 'action';
        trail_id: number | string;
        campaign_id: number;
        comment_id: string | null;
        decision: TrailRow['decision'] | null;
        reserved: boolean | null;
        action: Record<string, unknown> | string | null;
      };
      const rows = (result as unknown as { rows: Row[] }).rows;
      const actionsByTrail = new Map<number, ActionRow[]>();
      for (const row of rows) {
        if (row.row_kind !== 'action' || row.action === null) continue;
        const action = actionFromJson(
          typeof row.action === 'string' ? (JSON.parse(row.action) as Record<string, unknown>) : row.action,
        );
        actionsByTrail.set(action.trailId!, [...(actionsByTrail.get(action.trailId!) ?? []), action]);
      }
      const byKey = new Map(
        rows
          .filter((row) => row.row_kind === 'trail')
          .map((row) => [
            `${row.campaign_id}|${row.comment_id}`,
            { id: Number(row.trail_id), decision: row.decision!, reserved: row.reserved === true },
          ]),
      );
      return items.map(({ trail }) => {
        const key = `${trail.campaignId}|${trail.commentId}`;
        const found = byKey.get(key);
        // The same comment twice in one batch: only the first gets the row.
        byKey.delete(key);
        if (!found) return null;
        return {
          trail: { id: found.id, decision: found.decision },
          reserved: found.reserved,
          actions: actionsByTrail.get(found.id) ?? [],
        };
      });
    },

    async updateTrail(id: number, values: Partial<TrailInsert>) {
      await db
        .update(replyTrails)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(replyTrails.id, id));
    },

    /** Whether a campaign of the owner saw the comment (by its bare key): the screens hide only those. */
    async ownerSawComment(owner: ReplyOwner, commentKey: string) {
      const [row] = await db
        .select({ id: replyTrails.id })
        .from(replyTrails)
        .innerJoin(replyCampaigns, eq(replyCampaigns.id, replyTrails.campaignId))
        .where(and(eq(replyTrails.commentId, commentKey), ownedBy(replyCampaigns, owner)))
        .limit(1);
      return row !== undefined;
    },

    /** The comment's hidden state on every trail row of the owner's campaigns, as Meta now has it. */
    async markHidden(owner: ReplyOwner, commentKey: string, hidden: boolean) {
      await db
        .update(replyTrails)
        .set({ hidden, updatedAt: sql`now()` })
        .where(
          and(
            eq(replyTrails.commentId, commentKey),
            inArray(
              replyTrails.campaignId,
              db.select({ id: replyCampaigns.id }).from(replyCampaigns).where(ownedBy(replyCampaigns, owner)),
            ),
          ),
        );
    },

    async trail(campaignId: number, options: { offset: number; limit: number; search: string }) {
      const pattern = `%${options.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const filter = and(
        eq(replyTrails.campaignId, campaignId),
        options.search
          ? or(ilike(replyTrails.commenterName, pattern), ilike(replyTrails.commentText, pattern))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(replyTrails)
          .where(filter)
          .orderBy(desc(replyTrails.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ n: count() }).from(replyTrails).where(filter),
      ]);
      return {
        rows: rows.map((row): TrailRow => ({ ...row, reason: readTrailReason(row.reason) })),
        total: total?.n ?? 0,
      };
    },
  };
}
export type TrailRepository = ReturnType<typeof createTrailRepository>;
