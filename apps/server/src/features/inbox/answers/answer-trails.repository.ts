import type { BotSkipReason, StoryQuickReplyKind, StoryQuickReplyReason } from '@app/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { answerTrails, inboxMessages, subscribers } from '../../../platform/db/schema.ts';

const incomingMessage = alias(inboxMessages, 'incoming');
const answerMessage = alias(inboxMessages, 'answer');

/**
 * What every trail screen shows of a row besides its engine's columns: the person, the message it answered and the
 * answer, a message of the conversation whose status, Meta id and refusal are the trail's own (null: the answer was
 * removed with its conversation's messages, or there is none).
 */
const shownWithEveryRow = {
  personId: subscribers.metaUserId,
  personName: subscribers.name,
  incomingText: incomingMessage.text,
  answer: {
    status: answerMessage.status,
    metaMessageId: answerMessage.metaMessageId,
    errorCode: answerMessage.errorCode,
    errorSubcode: answerMessage.errorSubcode,
    errorMessage: answerMessage.errorMessage,
  },
};

export type BotAnswerTrailRow = Awaited<ReturnType<AnswerTrailReports['botTrail']>>[number];
export type StoryAnswerTrailRow = Awaited<ReturnType<AnswerTrailReports['storyTrail']>>[number];
export type StoryReplyCounts = { received: number; answered: number };
/** Which story answer's rows: an account's quick reply of one kind, or the campaign on one of its stories. */
export type StoryAnswerTrailOf = { quickReply: StoryQuickReplyKind } | { storyCampaign: string };

/**
 * The screens' reads of the inbox's one answer trail (the bot's trail and counts, the story answers' trails and the
 * stories' reply counts): the engines' features show them, the inbox owns the tables. Every read names the owner
 * (the page or the Instagram account) the request context checked.
 */
export function createAnswerTrailReports(db: Db) {
  /** The latest rows: the trail's own `columns` (with its id, person and time), what every row shows and `extra`. */
  function latestWhere<
    TColumns extends Record<string, PgColumn | SQL | SQL.Aliased>,
    TExtra extends Record<string, PgColumn | SQL | SQL.Aliased>,
  >(columns: TColumns, extra: TExtra, condition: SQL | undefined, limit: number) {
    const trail = {
      id: answerTrails.id,
      subscriberId: answerTrails.subscriberId,
      createdAt: answerTrails.createdAt,
      ...columns,
    };
    return db
      .select({ trail, ...shownWithEveryRow, ...extra })
      .from(answerTrails)
      .innerJoin(subscribers, eq(subscribers.id, answerTrails.subscriberId))
      .leftJoin(incomingMessage, eq(incomingMessage.id, answerTrails.incomingMessageId))
      .leftJoin(answerMessage, eq(answerMessage.id, answerTrails.answerMessageId))
      .where(condition)
      .orderBy(desc(answerTrails.id))
      .limit(limit);
  }

  return {
    /** The page's latest rows of the bot and its flows (of one bot), newest first. */
    botTrail: (pageId: number, botId: number | undefined, limit: number) =>
      latestWhere(
        {
          // The rows are the bot's and its flows': their reasons are the bot's.
          reason: sql<BotSkipReason | null>`${answerTrails.reason}`,
          botId: answerTrails.botId,
          botName: answerTrails.botName,
          flowId: answerTrails.flowId,
          flowName: answerTrails.flowName,
          trigger: answerTrails.trigger,
          keyword: answerTrails.keyword,
        },
        {},
        and(
          eq(answerTrails.pageId, pageId),
          // A request's status messages share the page's trail; they are not the bot's.
          inArray(answerTrails.decidedBy, ['bot', 'flow']),
          botId === undefined ? undefined : eq(answerTrails.botId, botId),
        ),
        limit,
      ),

    /** Per bot of the page: how many of its answers Meta accepted. */
    async sentAnswersByBot(botIds: number[]): Promise<Map<number, number>> {
      if (botIds.length === 0) return new Map();
      const rows = await db
        .select({ botId: answerTrails.botId, total: count() })
        .from(answerTrails)
        .innerJoin(inboxMessages, eq(inboxMessages.id, answerTrails.answerMessageId))
        .where(and(inArray(answerTrails.botId, botIds), eq(inboxMessages.status, 'sent')))
        .groupBy(answerTrails.botId);
      return new Map(rows.map((row) => [row.botId!, Number(row.total)]));
    },

    /** The latest rows of one story answer of the account, each with the story the person mentioned or replied to. */
    storyTrail: (accountId: number, answerer: StoryAnswerTrailOf, limit: number) =>
      latestWhere(
        {
          // The account's rows are the story answers': their reasons are those.
          reason: sql<StoryQuickReplyReason | null>`${answerTrails.reason}`,
        },
        { incomingStory: incomingMessage.story },
        and(
          eq(answerTrails.instagramAccountId, accountId),
          'quickReply' in answerer
            ? and(eq(answerTrails.storyKind, answerer.quickReply), eq(answerTrails.storySource, 'quick-reply'))
            : and(eq(answerTrails.storyKey, answerer.storyCampaign), eq(answerTrails.storySource, 'story-campaign')),
        ),
        limit,
      ),

    /**
     * Per story: the replies people sent (stored in the inbox) and those answered with a message Meta accepted,
     * whichever of the campaign or the quick reply answered them.
     */
    async storyReplyCounts(accountId: number, storyIds: string[]): Promise<Map<string, StoryReplyCounts>> {
      const counts = new Map(storyIds.map((id) => [id, { received: 0, answered: 0 }]));
      if (storyIds.length === 0) return counts;
      const storyIdOfMessage = sql<string>`${inboxMessages.story}->>'id'`;
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
          .select({ storyId: answerTrails.storyKey, total: count() })
          .from(answerTrails)
          .innerJoin(inboxMessages, eq(inboxMessages.id, answerTrails.answerMessageId))
          .where(
            and(
              eq(answerTrails.instagramAccountId, accountId),
              eq(answerTrails.storyKind, 'story_reply'),
              inArray(answerTrails.storyKey, storyIds),
              eq(inboxMessages.status, 'sent'),
            ),
          )
          .groupBy(answerTrails.storyKey),
      ]);
      for (const row of received) counts.get(row.storyId)!.received = row.total;
      for (const row of answered) if (row.storyId) counts.get(row.storyId)!.answered = row.total;
      return counts;
    },
  };
}
export type AnswerTrailReports = ReturnType<typeof createAnswerTrailReports>;
