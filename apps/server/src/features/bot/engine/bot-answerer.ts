import { messagingWindowAt, type BotSettings } from '@app/contract';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import {
  sendingGate,
  type AnswerPath,
  type IncomingMessengerMessage,
  type IncomingReferral,
  type InboxDeps,
  type SubscriberRow,
} from '../../inbox/index.ts';
import type { FlowRunner } from '../flows/run/flow-runner.ts';
import type { BotEngineRepository } from './bot-engine.repository.ts';
import { botAnswerOf, productCardsAnswer } from './bot-message.ts';
import { chooseBot, decideBotAnswer } from './choose-bot.ts';
import { createExpiringCache } from '../../../platform/expiring-cache.ts';
import { namedStopOf } from '../../pages/index.ts';
import { pageBotSettings } from '../settings/bot-settings.service.ts';

type PageBots = Omit<Awaited<ReturnType<BotEngineRepository['pageBots']>>, 'settings'> & { settings: BotSettings };

const claimOf = (incoming: IncomingMessengerMessage) => ({
  incomingMid: incoming.mid,
  incomingMessageId: incoming.messageId,
  bot: null,
  keyword: null,
});
/** A page's bots are read again after this long, or at once when they change in this process. */
const pageBotsTtlMs = 5_000;

/**
 * The Messenger bot's runtime: for each customer's message, quick reply or postback the inbox stores for the first
 * time it decides (a ref link's flow, the subscriber's flow, a keyword bot, or why not) and hands the decision to the
 * inbox's answer path, which records it once (the trail row, unique on Meta's mid, with the pending answer) and sends
 * it. A delayed answer waits as a queued job.
 */
export function createBotAnswerer(
  deps: InboxDeps & {
    answers: AnswerPath;
    engine: BotEngineRepository;
    queue: JobQueue;
    flows: FlowRunner;
  },
) {
  const { engine, repository, clock, logger } = deps;
  // Every message of a busy page asks for its bots and settings: kept a few seconds, forgotten at once when bots,
  // flows or settings change here. Whether the page may send, and its token, is the page gate's (cached there).
  const pageBots = createExpiringCache<PageBots>({ ttlMs: pageBotsTtlMs, maxEntries: 10_000, clock });
  /** The page that answers this conversation (Messenger: the subscriber's page), or why it cannot now. */
  const sendingGateFor = (subscriber: SubscriberRow, settings: BotSettings) =>
    sendingGate(deps, subscriber, 'bot', settings);

  // Settings are parsed once per load, not per message.
  const pageBotsOf = async (pageId: number): Promise<PageBots> =>
    (await pageBots.load(String(pageId), async () => {
      const found = await engine.pageBots(pageId);
      return { ...found, settings: pageBotSettings(found.settings) };
    }))!;

  async function answer(incoming: IncomingMessengerMessage): Promise<void> {
    const { bots, hasBot, hasFlows, settings: storedSettings } = await pageBotsOf(incoming.pageId);
    // A page without the bot, or with no bot or flow: nothing to answer and nothing to explain.
    if (!hasBot || (bots.length === 0 && !hasFlows)) return;
    const found = await engine.subscriberAndRun(incoming.subscriberId, hasFlows);
    if (!found) return;
    const { subscriber } = found;
    const onInstagram = subscriber.instagramAccountId !== null;
    const now = clock.now();
    const { page, stop } = await sendingGateFor(subscriber, storedSettings);
    const settings = page?.settings ?? storedSettings;
    const state = {
      botEnabled: settings.bot_enabled,
      takenOver: subscriber.takenOverAt !== null,
      windowOpen: messagingWindowAt(subscriber.lastIncomingAt, now, false).state === 'open',
      canSend: page !== null,
      sendStop: namedStopOf(stop),
    };
    // A ref link's flow first, then the flow the subscriber is in (a press of its buttons, the reply it waits for).
    if (hasFlows && !onInstagram && 'answer' in decideBotAnswer({ ...state, chosen: true, flow: null })) {
      const refFlow = incoming.ref ? await deps.flows.publishedFlowByRef(incoming.pageId, incoming.ref) : null;
      if (refFlow) {
        const claim = { ...claimOf(incoming), trigger: 'ref-link' as const };
        await deps.flows.start({ flow: refFlow, subscriber, page, startedBy: 'ref-link', claim });
        return;
      }
      if (await deps.flows.continueWith(incoming, subscriber, page, found.activeRun)) return;
    }
    const choice = chooseBot(bots, incoming, onInstagram);
    const bot = choice?.bot ?? null;
    const decision = decideBotAnswer({
      ...state,
      chosen: bot !== null,
      flow: bot?.replyType === 'flow' ? { published: bot.flowPublished } : null,
      onInstagram,
    });
    if ('answer' in decision && choice && bot?.replyType === 'flow' && bot.flowId !== null) {
      const flow = await deps.flows.publishedFlow(incoming.pageId, bot.flowId);
      if (flow) {
        const claim = {
          ...claimOf(incoming),
          trigger: choice.trigger,
          bot: { id: bot.id, name: bot.botName },
          keyword: choice.keyword,
        };
        await deps.flows.start({ flow, subscriber, page, startedBy: choice.trigger, claim });
        return;
      }
    }
    // Product cards carry links issued for this customer, so they are made here rather than stored with the bot.
    const cards =
      'answer' in decision && bot?.messageType === 'products'
        ? ((await deps.productCards?.build({
            pageId: incoming.pageId,
            itemIds: bot.itemIds,
            customerPsid: subscriber.metaUserId,
            source: 'bot-reply',
            sourceId: bot.id,
          })) ?? ({ ok: false, reason: 'no-store-items' } as const))
        : null;
    const built =
      'answer' in decision && bot
        ? cards
          ? cards.ok
            ? productCardsAnswer(cards.message)
            : null
          : botAnswerOf({ ...bot, mediaUrl: bot.mediaBlobKey ? `${deps.appUrl}/${bot.mediaBlobKey}` : null })
        : null;
    const delayMs = (bot?.delayInReply ?? 0) * 1000;
    const outcome = await deps.answers.answerMessage({
      decidedBy: 'bot',
      page,
      conversation: subscriber,
      trail: {
        pageId: incoming.pageId,
        subscriberId: subscriber.id,
        incomingMid: incoming.mid,
        incomingMessageId: incoming.messageId,
        bot: bot && { id: bot.id, name: bot.botName },
        trigger: choice?.trigger ?? null,
        keyword: choice?.keyword ?? null,
        decision:
          built && bot
            ? {
                answer: built,
                deliverAfter: delayMs > 0 ? new Date(now.getTime() + delayMs) : null,
                typingOn: bot.typingOnSettings,
              }
            : cards && !cards.ok
              ? { skip: cards.reason }
              : 'skip' in decision
                ? decision
                : { skip: 'no-match' },
        at: now,
      },
    });
    // Waits in the queue, not here: the webhook's path moves on, and a restart keeps the answer.
    if (outcome.claimed && outcome.answerMessageId !== null && built && page && delayMs > 0)
      await deps.queue.enqueue(
        'bot.deliver',
        { trailId: outcome.trailId },
        { startAfter: delayMs / 1000, singletonKey: `bot.deliver:${outcome.trailId}` },
      );
  }

  return {
    /** A ref link opened inside an existing conversation: its published flow starts, once per referral event. */
    async answerReferral(referral: IncomingReferral): Promise<void> {
      try {
        const { hasBot, hasFlows, settings: storedSettings } = await pageBotsOf(referral.pageId);
        if (!hasBot || !hasFlows) return;
        const flow = await deps.flows.publishedFlowByRef(referral.pageId, referral.ref);
        const subscriber = flow && (await repository.subscriber(referral.subscriberId));
        if (!flow || !subscriber) return;
        const { page } = await sendingGateFor(subscriber, storedSettings);
        const settings = page?.settings ?? storedSettings;
        if (!settings.bot_enabled || subscriber.takenOverAt !== null || !page) return;
        const claim = {
          incomingMid: `referral:${referral.key}`,
          incomingMessageId: null,
          trigger: 'ref-link' as const,
          bot: null,
          keyword: null,
        };
        await deps.flows.start({ flow, subscriber, page, startedBy: 'ref-link', claim });
      } catch (error) {
        logger.error({ err: error, pageId: referral.pageId }, 'the bot failed on a referral');
      }
    },

    /** Never throws into the inbox's ingest: the message is stored whatever the bot does. */
    async answerMessage(incoming: IncomingMessengerMessage): Promise<void> {
      try {
        await answer(incoming);
      } catch (error) {
        logger.error({ err: error, mid: incoming.mid, pageId: incoming.pageId }, 'the bot failed on a message');
      }
    },

    /** The job of a delayed answer: sent once, by the run that takes it, through the inbox's answer path. */
    deliverDelayed: (trailId: number) => deps.answers.deliverDelayed(trailId),

    /** Resolves when every answer being sent now is settled (tests, shutdown). */
    idle: () => deps.answers.idle(),

    /** The page's bots, flows or settings changed here: the next message reads them again. */
    forget(pageId: number): void {
      const key = String(pageId);
      pageBots.forgetWhere((_bots, cached) => cached === key);
      deps.pages.forget(pageId);
    },
  };
}
export type BotAnswerer = ReturnType<typeof createBotAnswerer>;
