import { featureGroups, type BotSkipReason, type BotTrigger } from '@app/contract';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  botFlows,
  botReplies,
  botSettings,
  botTrails,
  inboxMessages,
  mediaFiles,
  pageFeatures,
} from '../../../platform/db/schema.ts';
import type { BotAnswer } from './bot-message.ts';

const botFeatureSlugs = [...featureGroups.has_bot];

/** One incoming message claimed: answered (the pending answer stored with it) or skipped with why. */
export type BotClaim = {
  pageId: number;
  subscriberId: number;
  incomingMid: string;
  incomingMessageId: number;
  bot: { id: number; name: string } | null;
  trigger: BotTrigger | null;
  keyword: string | null;
  decision: { answer: BotAnswer; deliverAfter: Date | null; typingOn: boolean } | { skip: BotSkipReason };
  at: Date;
};
export type BotClaimOutcome = { claimed: false } | { claimed: true; trailId: number; answerMessageId: number | null };

/** The SQL of the bot's runtime: the page's bots, and each incoming message claimed once. */
export function createBotEngineRepository(db: Db) {
  return {
    /** Whether the page's plan has the bot, and its enabled bots with what their answers need. */
    async pageBots(pageId: number) {
      const [feature] = await db
        .select({ slug: pageFeatures.slug })
        .from(pageFeatures)
        .where(and(eq(pageFeatures.pageId, pageId), inArray(pageFeatures.slug, botFeatureSlugs)))
        .limit(1);
      if (!feature) return { hasBot: false, bots: [] };
      const bots = await db
        .select({
          bot: botReplies,
          mediaBlobKey: mediaFiles.blobKey,
          flowPublished: sql<boolean>`${botFlows.publishedVersion} is not null`,
        })
        .from(botReplies)
        .leftJoin(mediaFiles, eq(mediaFiles.id, botReplies.mediaId))
        .leftJoin(botFlows, eq(botFlows.id, botReplies.flowId))
        .where(and(eq(botReplies.pageId, pageId), eq(botReplies.enabled, true)));
      return {
        hasBot: true,
        bots: bots.map((row) => ({ ...row.bot, mediaBlobKey: row.mediaBlobKey, flowPublished: row.flowPublished })),
      };
    },

    /** The page's stored bot settings (for a page that cannot send, whose settings the inbox does not read). */
    async settings(pageId: number): Promise<unknown> {
      const [row] = await db.select().from(botSettings).where(eq(botSettings.pageId, pageId));
      return row?.settings ?? null;
    },

    /**
     * The trail row first (unique on the incoming mid), then the pending answer in the conversation, in one
     * transaction: a redelivered webhook or a second worker claims nothing, and nothing is sent before the claim.
     */
    async claim(claim: BotClaim): Promise<BotClaimOutcome> {
      return db.transaction(async (tx) => {
        const answering = 'answer' in claim.decision ? claim.decision : null;
        const [trail] = await tx
          .insert(botTrails)
          .values({
            pageId: claim.pageId,
            subscriberId: claim.subscriberId,
            incomingMid: claim.incomingMid,
            incomingMessageId: claim.incomingMessageId,
            botId: claim.bot?.id ?? null,
            botName: claim.bot?.name ?? null,
            trigger: claim.trigger,
            keyword: claim.keyword,
            reason: 'skip' in claim.decision ? claim.decision.skip : null,
            delayedAnswer:
              answering?.deliverAfter != null
                ? { contents: answering.answer.contents, typingOn: answering.typingOn }
                : null,
            deliverAfter: answering?.deliverAfter ?? null,
            createdAt: claim.at,
          })
          .onConflictDoNothing({ target: botTrails.incomingMid })
          .returning({ id: botTrails.id });
        if (!trail) return { claimed: false };
        if (!answering) return { claimed: true, trailId: trail.id, answerMessageId: null };
        const { stored } = answering.answer;
        const [message] = await tx
          .insert(inboxMessages)
          .values({
            subscriberId: claim.subscriberId,
            direction: 'out',
            kind: stored.kind,
            author: 'bot',
            text: stored.text,
            attachments: stored.attachments,
            clientId: `bot:${trail.id}`,
            status: 'pending',
            occurredAt: claim.at,
          })
          .returning({ id: inboxMessages.id });
        await tx.update(botTrails).set({ answerMessageId: message!.id }).where(eq(botTrails.id, trail.id));
        return { claimed: true, trailId: trail.id, answerMessageId: message!.id };
      });
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
export type BotEngineRepository = ReturnType<typeof createBotEngineRepository>;
