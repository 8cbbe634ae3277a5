import { and, count, desc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  commentTemplates,
  outboundActions,
  pageFeatures,
  pages,
  plans,
  replyCampaigns,
  replyTemplates,
  replyTrails,
  replyUsage,
} from '../../platform/db/schema.ts';

export type CampaignRow = typeof replyCampaigns.$inferSelect;
export type TrailRow = typeof replyTrails.$inferSelect;
export type ActionRow = typeof outboundActions.$inferSelect;
export type TrailInsert = typeof replyTrails.$inferInsert & { oncePerPerson?: boolean };

/** An outbound_actions row from `to_jsonb(row)` (snake_case, timestamps as text). */
function toActionRow(row: Record<string, unknown>): ActionRow {
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    id: Number(row.id),
    idempotencyKey: String(row.idempotency_key),
    kind: row.kind as ActionRow['kind'],
    pageId: Number(row.page_id),
    campaignId: row.campaign_id == null ? null : Number(row.campaign_id),
    trailId: row.trail_id == null ? null : Number(row.trail_id),
    request: row.request,
    status: row.status as ActionRow['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at)!,
    remoteId: (row.remote_id as string | null) ?? null,
    errorCategory: (row.error_category as string | null) ?? null,
    errorMessage: (row.error_message as string | null) ?? null,
    createdAt: date(row.created_at)!,
    sentAt: date(row.sent_at),
  };
}

export function createRepliesRepository(db: Db) {
  return {
    async findPageForEvents(metaPageId: string) {
      const [row] = await db
        .select({ page: pages, plan: plans })
        .from(pages)
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pages.metaPageId, metaPageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findPage(pageId: number) {
      const [row] = await db
        .select({ page: pages, plan: plans })
        .from(pages)
        .leftJoin(plans, eq(plans.id, pages.planId))
        .where(and(eq(pages.id, pageId), isNull(pages.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    pageFeatures: (pageId: number) =>
      db.select({ slug: pageFeatures.slug }).from(pageFeatures).where(eq(pageFeatures.pageId, pageId)),

    async insertCampaign(values: typeof replyCampaigns.$inferInsert) {
      const [row] = await db.insert(replyCampaigns).values(values).returning();
      return row!;
    },

    async updateCampaign(id: number, pageId: number, values: Partial<typeof replyCampaigns.$inferInsert>) {
      const [row] = await db
        .update(replyCampaigns)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(replyCampaigns.id, id), eq(replyCampaigns.pageId, pageId)))
        .returning();
      return row ?? null;
    },

    async findCampaign(id: number, pageId: number) {
      const [row] = await db
        .select()
        .from(replyCampaigns)
        .where(and(eq(replyCampaigns.id, id), eq(replyCampaigns.pageId, pageId)))
        .limit(1);
      return row ?? null;
    },

    async findCampaignById(id: number) {
      const [row] = await db.select().from(replyCampaigns).where(eq(replyCampaigns.id, id)).limit(1);
      return row ?? null;
    },

    listCampaigns: (pageId: number) =>
      db.select().from(replyCampaigns).where(eq(replyCampaigns.pageId, pageId)).orderBy(desc(replyCampaigns.id)),

    async deleteCampaign(id: number, pageId: number) {
      const rows = await db
        .delete(replyCampaigns)
        .where(and(eq(replyCampaigns.id, id), eq(replyCampaigns.pageId, pageId)))
        .returning({ id: replyCampaigns.id });
      return rows.length > 0;
    },

    runningCampaignsForPost: (pageId: number, metaPostId: string) =>
      db
        .select()
        .from(replyCampaigns)
        .where(
          and(
            eq(replyCampaigns.pageId, pageId),
            eq(replyCampaigns.metaPostId, metaPostId),
            eq(replyCampaigns.status, 'running'),
          ),
        ),

    /**
     * Decide, written in one statement for a batch of comments: each trail row (the once-only guard; a row
     * marked `oncePerPerson` becomes "skipped: already-answered-person" when the campaign already answered that
     * person), the quota for what the new rows plan to send (all of a page's month at
     * once, and only if it fits), and the outbound actions of the rows whose quota was reserved. Rows whose group
     * did not fit come back with `reserved: false` and no actions, for the caller to settle one by one.
     */
    async decideMany(
      items: {
        trail: TrailInsert;
        planned: number;
        month: string;
        limit: number | null;
        actions: { idempotencyKey: string; kind: ActionRow['kind']; request: unknown }[];
      }[],
      lease: Date,
    ): Promise<
      ({ trail: { id: number; decision: TrailRow['decision'] }; reserved: boolean; actions: ActionRow[] } | null)[]
    > {
      if (items.length === 0) return [];
      const input = items.map(({ trail: value, planned, month, limit, actions }, index) => ({
        idx: index,
        campaign_id: value.campaignId,
        page_id: value.pageId,
        comment_id: value.commentId,
        commenter_id: value.commenterId ?? null,
        commenter_name: value.commenterName ?? null,
        comment_text: value.commentText,
        commented_at: value.commentedAt?.toISOString() ?? null,
        decision: value.decision,
        reason: value.reason ?? null,
        matched_word: value.matchedWord ?? null,
        public_status: value.publicStatus ?? 'none',
        private_status: value.privateStatus ?? 'none',
        once_per_person: value.oncePerPerson === true && Boolean(value.commenterId),
        planned,
        month,
        quota_limit: limit,
        actions: actions.map((action) => ({
          idempotency_key: action.idempotencyKey,
          kind: action.kind,
          request: action.request,
        })),
      }));
      // decide_replies (migration 0006) holds the statement: inside a function Postgres plans it once per session.
      // It inserts the trail rows (a redelivery or a person answered before inserts nothing or a "skipped" row),
      // reserves the quota for each page's whole batch, and inserts the actions of the trails that got quota.
      // Rows out: one 'trail' row per inserted trail (with whether its page's quota was reserved) and one 'action'
      // row per inserted action.
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
        const action = toActionRow(
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

    /** Outcomes of many actions and of their trail rows, in one statement for the whole batch. */
    async finishMany(
      items: {
        id: number;
        kind: ActionRow['kind'];
        trailId: number | null;
        status: 'sent' | 'failed' | 'skipped';
        remoteId: string | null;
        error: string | null;
        errorCategory: string | null;
        sentAt: string | null;
      }[],
    ) {
      if (items.length === 0) return [];
      const trails = items.filter(
        (item) => item.trailId !== null && (item.kind === 'public_reply' || item.kind === 'private_reply'),
      );
      // `= any(ids)` lets the planner use the primary keys; joining the recordset alone scans the tables.
      const actionIds = sql.raw(`'{${items.map((item) => Number(item.id)).join(',')}}'`);
      const trailIds = sql.raw(`'{${trails.map((item) => Number(item.trailId)).join(',')}}'`);
      await db.execute(sql`
        with actions as (
          update outbound_actions a
          set status = x.status, remote_id = x.remote_id, error_message = x.error, error_category = x.error_category, sent_at = x.sent_at
          from jsonb_to_recordset(${JSON.stringify(items.map((item) => ({ id: item.id, status: item.status, remote_id: item.remoteId, error: item.error, error_category: item.errorCategory, sent_at: item.sentAt })))}::jsonb)
            as x(id bigint, status text, remote_id text, error text, error_category text, sent_at timestamptz)
          where a.id = any(${actionIds}::bigint[]) and a.id = x.id
          returning a.id
        )
        update reply_trails t
        set public_status = coalesce(x.public_status, t.public_status),
            public_reply_id = case when x.public_status is null then t.public_reply_id else x.public_reply_id end,
            public_error = case when x.public_status is null then t.public_error else x.public_error end,
            private_status = coalesce(x.private_status, t.private_status),
            private_message_id = case when x.private_status is null then t.private_message_id else x.private_message_id end,
            private_error = case when x.private_status is null then t.private_error else x.private_error end,
            updated_at = now()
        from (
          select id,
                 max(public_status) as public_status, max(public_reply_id) as public_reply_id, max(public_error) as public_error,
                 max(private_status) as private_status, max(private_message_id) as private_message_id, max(private_error) as private_error
          from jsonb_to_recordset(${JSON.stringify(
            trails.map((item) =>
              item.kind === 'public_reply'
                ? {
                    id: item.trailId,
                    public_status: item.status,
                    public_reply_id: item.remoteId,
                    public_error: item.error,
                  }
                : {
                    id: item.trailId,
                    private_status: item.status,
                    private_message_id: item.remoteId,
                    private_error: item.error,
                  },
            ),
          )}::jsonb)
            as y(id bigint, public_status text, public_reply_id text, public_error text, private_status text, private_message_id text, private_error text)
          group by id
        ) x
        where t.id = any(${trailIds}::bigint[]) and t.id = x.id`);
      return items.map(() => undefined);
    },

    async updateTrail(id: number, values: Partial<typeof replyTrails.$inferInsert>) {
      await db
        .update(replyTrails)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(replyTrails.id, id));
    },

    /** Reserves replies against the plan's monthly limit in one statement; answers false when they do not fit. */
    async reserveReplies(pageId: number, month: string, replies: number, limit: number | null): Promise<boolean> {
      if (replies === 0) return true;
      if (limit !== null && replies > limit) return false;
      const rows = await db
        .insert(replyUsage)
        .values({ pageId, month, used: replies })
        .onConflictDoUpdate({
          target: [replyUsage.pageId, replyUsage.month],
          set: { used: sql`${replyUsage.used} + ${replies}` },
          ...(limit === null ? {} : { setWhere: lte(sql`${replyUsage.used} + ${replies}`, limit) }),
        })
        .returning({ used: replyUsage.used });
      return rows.length > 0;
    },

    async releaseReply(pageId: number, month: string) {
      await db
        .update(replyUsage)
        .set({ used: sql`greatest(${replyUsage.used} - 1, 0)` })
        .where(and(eq(replyUsage.pageId, pageId), eq(replyUsage.month, month)));
    },

    async usage(pageId: number, month: string) {
      const [row] = await db
        .select()
        .from(replyUsage)
        .where(and(eq(replyUsage.pageId, pageId), eq(replyUsage.month, month)));
      return row?.used ?? 0;
    },

    /** Inserts the actions that are new (the idempotency key is unique) and answers those. */
    async insertActions(values: (typeof outboundActions.$inferInsert)[]) {
      if (values.length === 0) return [];
      return db.insert(outboundActions).values(values).onConflictDoNothing().returning();
    },

    /** Takes an action for sending unless another worker has it or it is done; a stale "sending" is taken back. */
    async claimAction(id: number, now: Date) {
      const [row] = await db
        .update(outboundActions)
        .set({
          status: 'sending',
          attempts: sql`${outboundActions.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + 120_000),
        })
        .where(
          and(
            eq(outboundActions.id, id),
            or(
              and(eq(outboundActions.status, 'pending'), lte(outboundActions.nextAttemptAt, now)),
              and(eq(outboundActions.status, 'sending'), lte(outboundActions.nextAttemptAt, now)),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async finishAction(id: number, values: Partial<typeof outboundActions.$inferInsert>) {
      await db.update(outboundActions).set(values).where(eq(outboundActions.id, id));
    },

    async dueActions(now: Date, limit: number) {
      const rows = await db
        .select({ id: outboundActions.id })
        .from(outboundActions)
        .where(and(inArray(outboundActions.status, ['pending', 'sending']), lte(outboundActions.nextAttemptAt, now)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async stopCampaign(
      id: number,
      error: { category: string; code: number | null; subcode: number | null; message: string },
    ) {
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
      return { rows, total: total?.n ?? 0 };
    },

    async countsByCampaign(campaignIds: number[]) {
      if (campaignIds.length === 0) return [];
      return db
        .select({
          campaignId: replyTrails.campaignId,
          comments: count(),
          publicSent: sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'sent')`.mapWith(Number),
          privateSent: sql<number>`count(*) filter (where ${replyTrails.privateStatus} = 'sent')`.mapWith(Number),
          skipped:
            sql<number>`count(*) filter (where ${replyTrails.decision} in ('skipped', 'filtered') or (${replyTrails.decision} = 'not_matching' and ${replyTrails.publicStatus} = 'none'))`.mapWith(
              Number,
            ),
          failed:
            sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'failed' or ${replyTrails.privateStatus} = 'failed')`.mapWith(
              Number,
            ),
        })
        .from(replyTrails)
        .where(inArray(replyTrails.campaignId, campaignIds))
        .groupBy(replyTrails.campaignId);
    },

    async skippedByReason(pageId: number, campaignId: number | null, from: Date, to: Date) {
      return db
        .select({ reason: sql<string>`coalesce(${replyTrails.reason}, ${replyTrails.decision})`, count: count() })
        .from(replyTrails)
        .where(
          and(
            eq(replyTrails.pageId, pageId),
            campaignId === null ? undefined : eq(replyTrails.campaignId, campaignId),
            inArray(replyTrails.decision, ['skipped', 'filtered', 'not_matching']),
            sql`${replyTrails.createdAt} between ${from} and ${to}`,
          ),
        )
        .groupBy(sql`coalesce(${replyTrails.reason}, ${replyTrails.decision})`);
    },

    async daily(pageId: number, campaignId: number | null, from: Date, to: Date) {
      return db
        .select({
          day: sql<string>`to_char(${replyTrails.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          comments: count(),
          publicSent: sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'sent')`.mapWith(Number),
          privateSent: sql<number>`count(*) filter (where ${replyTrails.privateStatus} = 'sent')`.mapWith(Number),
          failed:
            sql<number>`count(*) filter (where ${replyTrails.publicStatus} = 'failed' or ${replyTrails.privateStatus} = 'failed')`.mapWith(
              Number,
            ),
        })
        .from(replyTrails)
        .where(
          and(
            eq(replyTrails.pageId, pageId),
            campaignId === null ? undefined : eq(replyTrails.campaignId, campaignId),
            sql`${replyTrails.createdAt} between ${from} and ${to}`,
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    listCommentTemplates: (pageId: number) =>
      db.select().from(commentTemplates).where(eq(commentTemplates.pageId, pageId)).orderBy(desc(commentTemplates.id)),

    async findCommentTemplate(id: number, pageId: number) {
      const [row] = await db
        .select()
        .from(commentTemplates)
        .where(and(eq(commentTemplates.id, id), eq(commentTemplates.pageId, pageId)));
      return row ?? null;
    },

    async saveCommentTemplate(pageId: number, values: { id?: number; name: string; replies: string[] }) {
      if (values.id) {
        const [row] = await db
          .update(commentTemplates)
          .set({ name: values.name, replies: values.replies })
          .where(and(eq(commentTemplates.id, values.id), eq(commentTemplates.pageId, pageId)))
          .returning();
        return row ?? null;
      }
      const [row] = await db
        .insert(commentTemplates)
        .values({ pageId, name: values.name, replies: values.replies })
        .returning();
      return row!;
    },

    async deleteCommentTemplate(id: number, pageId: number) {
      const rows = await db
        .delete(commentTemplates)
        .where(and(eq(commentTemplates.id, id), eq(commentTemplates.pageId, pageId)))
        .returning();
      return rows.length > 0;
    },

    listReplyTemplates: (pageId: number) =>
      db.select().from(replyTemplates).where(eq(replyTemplates.pageId, pageId)).orderBy(desc(replyTemplates.id)),

    async findReplyTemplate(id: number, pageId: number) {
      const [row] = await db
        .select()
        .from(replyTemplates)
        .where(and(eq(replyTemplates.id, id), eq(replyTemplates.pageId, pageId)));
      return row ?? null;
    },

    async saveReplyTemplate(pageId: number, values: { id?: number; name: string; message: unknown }) {
      if (values.id) {
        const [row] = await db
          .update(replyTemplates)
          .set({ name: values.name, message: values.message })
          .where(and(eq(replyTemplates.id, values.id), eq(replyTemplates.pageId, pageId)))
          .returning();
        return row ?? null;
      }
      const [row] = await db
        .insert(replyTemplates)
        .values({ pageId, name: values.name, message: values.message })
        .returning();
      return row!;
    },

    async deleteReplyTemplate(id: number, pageId: number) {
      const rows = await db
        .delete(replyTemplates)
        .where(and(eq(replyTemplates.id, id), eq(replyTemplates.pageId, pageId)))
        .returning();
      return rows.length > 0;
    },
  };
}
export type RepliesRepository = ReturnType<typeof createRepliesRepository>;
