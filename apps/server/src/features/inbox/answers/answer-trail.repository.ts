import type {
  BotSkipReason,
  BotTrigger,
  StoryAnswerSource,
  StoryQuickReplyKind,
  StoryQuickReplyReason,
} from '@app/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { createPrebuiltStatements } from '../../../platform/db/shaped-statements.ts';
import { answerTrails, inboxMessages } from '../../../platform/db/schema.ts';
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

/** A claim of one incoming story mention or reply: answered (with the pending answer's row) or skipped with why. */
export type StoryClaim = {
  instagramAccountId: number;
  kind: StoryQuickReplyKind;
  source: StoryAnswerSource;
  incomingMid: string;
  incomingMessageId: number;
  subscriberId: number;
  storyKey: string | null;
  onceKey: string | null;
  decision: { answer: AnswerContent } | { skip: StoryQuickReplyReason };
  at: Date;
};

/**
 * A customer request's status change told to the customer: the change's key (`order-status:{change id}`) stands in
 * for an incoming mid, so each change is told at most once; skipped outside the window or while the page may not send.
 */
export type OrderClaim = {
  pageId: number;
  subscriberId: number;
  changeKey: string;
  decision: { answer: AnswerContent } | { skip: 'outside-messaging-window' | 'page-cannot-send' };
  at: Date;
};

export type TrailClaimOutcome = { claimed: false } | { claimed: true; trailId: number; answerMessageId: number | null };

/**
 * The trail row and the pending answer (see claim), built once with placeholders: answers ids of the trail and of
 * the answer. Any unique key taken (the incoming mid, a story's once-per-person key) claims nothing.
 */
const claimSql = () => sql`
        with new_id as (
          select case when ${sql.placeholder('answering')}::boolean then nextval(pg_get_serial_sequence('inbox_messages', 'id')) end as id
        ),
        t as (
          insert into ${answerTrails} (decided_by, page_id, instagram_account_id, subscriber_id, incoming_mid,
                                       incoming_message_id, reason, answer_message_id, created_at, bot_id, bot_name,
                                       trigger, keyword, delayed_answer, deliver_after, story_kind, story_source,
                                       story_key, once_key)
          select ${sql.placeholder('decidedBy')}::text, ${sql.placeholder('pageId')}::int, ${sql.placeholder('instagramAccountId')}::int,
                 ${sql.placeholder('subscriberId')}::int, ${sql.placeholder('incomingMid')}::text,
                 ${sql.placeholder('incomingMessageId')}::bigint, ${sql.placeholder('reason')}::text, new_id.id,
                 ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('botId')}::int, ${sql.placeholder('botName')}::text,
                 ${sql.placeholder('trigger')}::text, ${sql.placeholder('keyword')}::text, ${sql.placeholder('delayed')}::jsonb,
                 ${sql.placeholder('deliverAfter')}::timestamptz, ${sql.placeholder('storyKind')}::text,
                 ${sql.placeholder('storySource')}::text, ${sql.placeholder('storyKey')}::text, ${sql.placeholder('onceKey')}::text
          from new_id
          on conflict do nothing
          returning id, answer_message_id
        ),
        m as (
          insert into ${inboxMessages} (id, subscriber_id, direction, kind, author, text, attachments, client_id, status,
                                        occurred_at) overriding system value
          select t.answer_message_id, ${sql.placeholder('subscriberId')}::int, 'out', ${sql.placeholder('kind')}::text, 'bot',
                 ${sql.placeholder('text')}::text, ${sql.placeholder('attachments')}::jsonb,
                 ${sql.placeholder('clientIdPrefix')}::text || t.id, 'pending', ${sql.placeholder('at')}::timestamptz
          from t where t.answer_message_id is not null
          returning id
        )
        select t.id as trail_id, m.id as message_id from t left join m on true`;

/** What a claim stores besides the answer: the owner, the deciding engine's columns and the answer's client id. */
type ClaimRow = {
  decidedBy: 'bot' | 'story' | 'order';
  pageId: number | null;
  instagramAccountId: number | null;
  subscriberId: number;
  incomingMid: string;
  incomingMessageId: number | null;
  reason: BotSkipReason | StoryQuickReplyReason | null;
  at: Date;
  bot: { id: number; name: string } | null;
  trigger: BotTrigger | null;
  keyword: string | null;
  delayed: { contents: unknown[]; typingOn: boolean; deliverAfter: Date } | null;
  story: { kind: StoryQuickReplyKind; source: StoryAnswerSource; key: string | null; onceKey: string | null } | null;
  answer: AnswerContent | null;
  /** The answer message's client id is this text and the trail's id. */
  clientIdPrefix: string;
};

/** The inbox's one answer trail (`answer_trails`): each incoming message claimed once with its answer. */
export function createAnswerTrailRepository(db: Db) {
  const prebuilt = createPrebuiltStatements(db);

  /**
   * The trail row (unique on the incoming mid) and the pending answer in the conversation, in one statement: a
   * redelivered webhook or a second worker claims nothing, and nothing is sent before the claim. One round trip,
   * since the ingest and the engines share the embedded database's thread; the answer's id is drawn first so that the
   * trail names it (foreign keys are checked at the end of the statement).
   */
  async function claimRow(row: ClaimRow): Promise<TrailClaimOutcome> {
    const stored = row.answer?.stored ?? null;
    const at = row.at.toISOString();
    const result = await prebuilt('claim', claimSql, {
      answering: stored !== null,
      decidedBy: row.decidedBy,
      pageId: row.pageId,
      instagramAccountId: row.instagramAccountId,
      subscriberId: row.subscriberId,
      incomingMid: row.incomingMid,
      incomingMessageId: row.incomingMessageId,
      reason: row.reason,
      at,
      botId: row.bot?.id ?? null,
      botName: row.bot?.name ?? null,
      trigger: row.trigger,
      keyword: row.keyword,
      delayed: row.delayed && JSON.stringify({ contents: row.delayed.contents, typingOn: row.delayed.typingOn }),
      deliverAfter: row.delayed?.deliverAfter.toISOString() ?? null,
      storyKind: row.story?.kind ?? null,
      storySource: row.story?.source ?? null,
      storyKey: row.story?.key ?? null,
      onceKey: row.story?.onceKey ?? null,
      kind: stored?.kind ?? 'text',
      text: stored?.text ?? null,
      attachments: JSON.stringify(stored?.attachments ?? []),
      clientIdPrefix: row.clientIdPrefix,
    });
    const [claimed] = (result as unknown as { rows: { trail_id: unknown; message_id: unknown }[] }).rows;
    if (!claimed) return { claimed: false };
    return {
      claimed: true,
      trailId: Number(claimed.trail_id),
      answerMessageId: claimed.message_id == null ? null : Number(claimed.message_id),
    };
  }

  return {
    /** The bot's decision on an incoming message (see claimRow); a delayed answer keeps its Send API messages. */
    claimForBot(claim: BotClaim): Promise<TrailClaimOutcome> {
      const answering = 'answer' in claim.decision ? claim.decision : null;
      return claimRow({
        decidedBy: 'bot',
        pageId: claim.pageId,
        instagramAccountId: null,
        subscriberId: claim.subscriberId,
        incomingMid: claim.incomingMid,
        incomingMessageId: claim.incomingMessageId,
        reason: 'skip' in claim.decision ? claim.decision.skip : null,
        at: claim.at,
        bot: claim.bot,
        trigger: claim.trigger,
        keyword: claim.keyword,
        delayed:
          answering?.deliverAfter != null
            ? {
                contents: answering.answer.contents,
                typingOn: answering.typingOn,
                deliverAfter: answering.deliverAfter,
              }
            : null,
        story: null,
        answer: answering?.answer ?? null,
        clientIdPrefix: 'bot:',
      });
    },

    /**
     * A story answer's decision (see claimRow): the once-per-story key, held while an answer to that person and story
     * stands, makes a second reply to the same story claim nothing.
     */
    claimForStory(claim: StoryClaim): Promise<TrailClaimOutcome> {
      const answer = 'answer' in claim.decision ? claim.decision.answer : null;
      return claimRow({
        decidedBy: 'story',
        pageId: null,
        instagramAccountId: claim.instagramAccountId,
        subscriberId: claim.subscriberId,
        incomingMid: claim.incomingMid,
        incomingMessageId: claim.incomingMessageId,
        reason: 'skip' in claim.decision ? claim.decision.skip : null,
        at: claim.at,
        bot: null,
        trigger: null,
        keyword: null,
        delayed: null,
        story: {
          kind: claim.kind,
          source: claim.source,
          key: claim.storyKey,
          onceKey: answer ? claim.onceKey : null,
        },
        answer,
        clientIdPrefix: 'story-quick-reply:',
      });
    },

    /** A request's status change told to its customer (see OrderClaim). */
    claimForOrder(claim: OrderClaim): Promise<TrailClaimOutcome> {
      const answer = 'answer' in claim.decision ? claim.decision.answer : null;
      return claimRow({
        decidedBy: 'order',
        pageId: claim.pageId,
        instagramAccountId: null,
        subscriberId: claim.subscriberId,
        incomingMid: claim.changeKey,
        incomingMessageId: null,
        reason: 'skip' in claim.decision ? claim.decision.skip : null,
        at: claim.at,
        bot: null,
        trigger: null,
        keyword: null,
        delayed: null,
        story: null,
        answer,
        clientIdPrefix: 'order-status:',
      });
    },

    async claimedAlready(incomingMid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: answerTrails.id })
        .from(answerTrails)
        .where(eq(answerTrails.incomingMid, incomingMid));
      return row !== undefined;
    },

    /** A failed story answer gives the story back: the person may be answered on their next mention or reply. */
    async releaseOnceKey(trailId: number): Promise<void> {
      await db.update(answerTrails).set({ onceKey: null }).where(eq(answerTrails.id, trailId));
    },

    /**
     * A delayed answer, taken by the one job run that sends it: a second run (a retry, another worker) finds it
     * taken, and an answer the sweep already showed failed is not sent.
     */
    async takeDelayed(trailId: number, at: Date) {
      const [row] = await db
        .update(answerTrails)
        .set({ deliveringAt: at })
        .where(
          and(
            eq(answerTrails.id, trailId),
            isNull(answerTrails.deliveringAt),
            isNotNull(answerTrails.answerMessageId),
            sql`exists (select 1 from ${inboxMessages} m where m.id = ${answerTrails.answerMessageId} and m.status = 'pending')`,
          ),
        )
        .returning({
          subscriberId: answerTrails.subscriberId,
          answerMessageId: answerTrails.answerMessageId,
          delayedAnswer: answerTrails.delayedAnswer,
        });
      return row ?? null;
    },
  };
}
export type AnswerTrailRepository = ReturnType<typeof createAnswerTrailRepository>;
