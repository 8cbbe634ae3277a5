import type { BotSkipReason, BotTrigger } from '@app/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { createPrebuiltStatements } from '../../../platform/db/shaped-statements.ts';
import { botTrails, inboxMessages } from '../../../platform/db/schema.ts';
import type { AnswerContent } from './answer-content.ts';

/** One incoming message claimed by the bot: answered (the pending answer stored with it) or skipped with why. */
export type BotClaim = {
  pageId: number;
  subscriberId: number;
  incomingMid: string;
  incomingMessageId: number;
  bot: { id: number; name: string } | null;
  trigger: BotTrigger | null;
  keyword: string | null;
  decision: { answer: AnswerContent; deliverAfter: Date | null; typingOn: boolean } | { skip: BotSkipReason };
  at: Date;
};
export type TrailClaimOutcome = { claimed: false } | { claimed: true; trailId: number; answerMessageId: number | null };

/**
 * The trail row and the pending answer (see claim), built once with placeholders: answers ids of the trail and of
 * the answer.
 */
const claimSql = () => sql`
        with new_id as (
          select case when ${sql.placeholder('answering')}::boolean then nextval(pg_get_serial_sequence('inbox_messages', 'id')) end as id
        ),
        t as (
          insert into ${botTrails} (page_id, subscriber_id, incoming_mid, incoming_message_id, bot_id, bot_name, trigger,
                                    keyword, reason, answer_message_id, delayed_answer, deliver_after, created_at)
          select ${sql.placeholder('pageId')}::int, ${sql.placeholder('subscriberId')}::int, ${sql.placeholder('incomingMid')}::text,
                 ${sql.placeholder('incomingMessageId')}::bigint, ${sql.placeholder('botId')}::int, ${sql.placeholder('botName')}::text,
                 ${sql.placeholder('trigger')}::text, ${sql.placeholder('keyword')}::text, ${sql.placeholder('reason')}::text, new_id.id,
                 ${sql.placeholder('delayed')}::jsonb, ${sql.placeholder('deliverAfter')}::timestamptz, ${sql.placeholder('at')}::timestamptz
          from new_id
          on conflict (incoming_mid) do nothing
          returning id, answer_message_id
        ),
        m as (
          insert into ${inboxMessages} (id, subscriber_id, direction, kind, author, text, attachments, client_id, status,
                                        occurred_at) overriding system value
          select t.answer_message_id, ${sql.placeholder('subscriberId')}::int, 'out', ${sql.placeholder('kind')}::text, 'bot',
                 ${sql.placeholder('text')}::text, ${sql.placeholder('attachments')}::jsonb, 'bot:' || t.id,
                 'pending', ${sql.placeholder('at')}::timestamptz
          from t where t.answer_message_id is not null
          returning id
        )
        select t.id as trail_id, m.id as message_id from t left join m on true`;

/** The bot's trail (`bot_trails`): each incoming message claimed once with its answer, and a delayed answer taken once. */
export function createBotTrailRepository(db: Db) {
  const prebuilt = createPrebuiltStatements(db);
  return {
    /**
     * The trail row (unique on the incoming mid) and the pending answer in the conversation, in one statement: a
     * redelivered webhook or a second worker claims nothing, and nothing is sent before the claim. One round trip,
     * since the ingest and the bot share the embedded database's thread; the answer's id is drawn first so that the
     * trail names it (foreign keys are checked at the end of the statement).
     */
    async claim(claim: BotClaim): Promise<TrailClaimOutcome> {
      const answering = 'answer' in claim.decision ? claim.decision : null;
      const stored = answering?.answer.stored ?? null;
      const delayed =
        answering?.deliverAfter != null
          ? JSON.stringify({ contents: answering.answer.contents, typingOn: answering.typingOn })
          : null;
      const at = claim.at.toISOString();
      const result = await prebuilt('claim', claimSql, {
        answering: stored !== null,
        pageId: claim.pageId,
        subscriberId: claim.subscriberId,
        incomingMid: claim.incomingMid,
        incomingMessageId: claim.incomingMessageId,
        botId: claim.bot?.id ?? null,
        botName: claim.bot?.name ?? null,
        trigger: claim.trigger,
        keyword: claim.keyword,
        reason: 'skip' in claim.decision ? claim.decision.skip : null,
        delayed,
        deliverAfter: answering?.deliverAfter?.toISOString() ?? null,
        at,
        kind: stored?.kind ?? 'text',
        text: stored?.text ?? null,
        attachments: JSON.stringify(stored?.attachments ?? []),
      });
      const [row] = (result as unknown as { rows: { trail_id: unknown; message_id: unknown }[] }).rows;
      if (!row) return { claimed: false };
      return {
        claimed: true,
        trailId: Number(row.trail_id),
        answerMessageId: row.message_id == null ? null : Number(row.message_id),
      };
    },

    /**
     * A delayed answer, taken by the one job run that sends it: a second run (a retry, another worker) finds it
     * taken, and an answer the sweep already showed failed is not sent.
     */
    async takeDelayed(trailId: number, at: Date) {
      const [row] = await db
        .update(botTrails)
        .set({ deliveringAt: at })
        .where(
          and(
            eq(botTrails.id, trailId),
            isNull(botTrails.deliveringAt),
            isNotNull(botTrails.answerMessageId),
            sql`exists (select 1 from ${inboxMessages} m where m.id = ${botTrails.answerMessageId} and m.status = 'pending')`,
          ),
        )
        .returning({
          subscriberId: botTrails.subscriberId,
          answerMessageId: botTrails.answerMessageId,
          delayedAnswer: botTrails.delayedAnswer,
        });
      return row ?? null;
    },
  };
}
export type BotTrailRepository = ReturnType<typeof createBotTrailRepository>;
