import { messagingWindowAt } from '@app/contract';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';
import {
  deliverPending,
  pageBotSettings,
  sendingPageOf,
  type IncomingMessengerMessage,
  type InboxDeps,
  type SendingPage,
  type SubscriberRow,
} from '../../inbox/index.ts';
import type { BotEngineRepository } from './bot-engine.repository.ts';
import { botAnswerOf } from './bot-message.ts';
import { chooseBot, decideBotAnswer } from './choose-bot.ts';

type PageBots = Awaited<ReturnType<BotEngineRepository['pageBots']>>;
/** A page's bots are read again after this long, or at once when they change in this process. */
const pageBotsTtlMs = 5_000;

/**
 * The Messenger bot's runtime: each customer's message, quick reply or postback the inbox stores for the first time
 * is claimed once (the trail row, unique on Meta's mid, with the pending answer) before the Send API is called, and
 * the answer goes out through the inbox's own delivery, so an interrupted one is settled like any inbox send (shown
 * failed by `inbox.sweep`, or sent by Meta's echo), never sent twice. A delayed answer waits as a queued job.
 */
export function createBotAnswerer(deps: InboxDeps & { engine: BotEngineRepository; queue: JobQueue }) {
  const { engine, repository, clock, logger } = deps;
  const cache = new Map<number, { bots: Promise<PageBots>; until: number }>();
  // Sending runs after the claim is stored and does not hold up the next messages' claims (the webhook dispatcher
  // waits for a whole batch of events); an answer cut short by a stop stays pending and is settled by inbox.sweep.
  const sending = new Set<Promise<void>>();

  function sendDetached(work: () => Promise<void>) {
    const running = work()
      .catch((error: unknown) => logger.error({ err: error }, 'sending a bot answer failed'))
      .finally(() => sending.delete(running));
    sending.add(running);
  }

  function pageBotsOf(pageId: number): Promise<PageBots> {
    const cached = cache.get(pageId);
    if (cached && cached.until > Date.now()) return cached.bots;
    const bots = engine.pageBots(pageId);
    cache.set(pageId, { bots, until: Date.now() + pageBotsTtlMs });
    bots.catch(() => cache.delete(pageId));
    return bots;
  }

  async function send(
    subscriberId: number,
    answerMessageId: number,
    contents: OutgoingContent[],
    typingOn: boolean,
  ): Promise<void> {
    const subscriber = await repository.subscriber(subscriberId);
    const page = subscriber && (await sendingPageOf(deps, subscriber));
    if (!subscriber || !page) {
      await repository.markFailed(answerMessageId, { code: null, subcode: null, message: 'inbox-page-cannot-send' });
      return;
    }
    await deliver(page, subscriber, answerMessageId, contents, typingOn);
  }

  async function deliver(
    page: SendingPage,
    subscriber: SubscriberRow,
    answerMessageId: number,
    contents: OutgoingContent[],
    typingOn: boolean,
  ): Promise<void> {
    const refused = await deliverPending(deps, page, subscriber, answerMessageId, contents, null, typingOn);
    // One person's refusal (551: they blocked the page) fails this answer only.
    if (refused)
      logger.warn({ err: refused, subscriberId: subscriber.id, answerMessageId }, 'bot answer refused by Meta');
    deps.events.publish({ type: 'message', conversationId: subscriber.id, messageId: answerMessageId });
  }

  async function answer(incoming: IncomingMessengerMessage): Promise<void> {
    const { bots, hasBot } = await pageBotsOf(incoming.pageId);
    // A page without the bot, or with no bot saved: nothing to answer and nothing to explain.
    if (!hasBot || bots.length === 0) return;
    const subscriber = await repository.subscriber(incoming.subscriberId);
    if (!subscriber) return;
    const now = clock.now();
    const page = await sendingPageOf(deps, subscriber);
    const settings = page?.settings ?? pageBotSettings(await engine.settings(incoming.pageId));
    const choice = chooseBot(bots, incoming);
    const bot = choice?.bot ?? null;
    const decision = decideBotAnswer({
      botEnabled: settings.bot_enabled,
      takenOver: subscriber.takenOverAt !== null,
      chosen: bot !== null,
      windowOpen: messagingWindowAt(subscriber.lastIncomingAt, now, false).state === 'open',
      canSend: page !== null,
      flow: bot?.replyType === 'flow' ? { published: bot.flowPublished } : null,
    });
    const built =
      'answer' in decision && bot
        ? botAnswerOf({ ...bot, mediaUrl: bot.mediaBlobKey ? `${deps.appUrl}/${bot.mediaBlobKey}` : null })
        : null;
    const delayMs = (bot?.delayInReply ?? 0) * 1000;
    const outcome = await engine.claim({
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
          : 'skip' in decision
            ? decision
            : { skip: 'no-match' },
      at: now,
    });
    if (!outcome.claimed || outcome.answerMessageId === null || !built || !bot || !page) return;
    deps.events.publish({ type: 'message', conversationId: subscriber.id, messageId: outcome.answerMessageId });
    if (delayMs > 0) {
      // Waits in the queue, not here: the webhook's path moves on, and a restart keeps the answer.
      await deps.queue.enqueue(
        'bot.deliver',
        { trailId: outcome.trailId },
        { startAfter: new Date(now.getTime() + delayMs), singletonKey: `bot.deliver:${outcome.trailId}` },
      );
      return;
    }
    const answerMessageId = outcome.answerMessageId;
    sendDetached(() => deliver(page, subscriber, answerMessageId, built.contents, bot.typingOnSettings));
  }

  return {
    /** Never throws into the inbox's ingest: the message is stored whatever the bot does. */
    async answerMessage(incoming: IncomingMessengerMessage): Promise<void> {
      try {
        await answer(incoming);
      } catch (error) {
        logger.error({ err: error, mid: incoming.mid, pageId: incoming.pageId }, 'the bot failed on a message');
      }
    },

    /** The job of a delayed answer: sent once, by the run that takes it. */
    async deliverDelayed(trailId: number): Promise<void> {
      const taken = await engine.takeDelayed(trailId, clock.now());
      if (!taken?.answerMessageId || !taken.delayedAnswer) return;
      const { contents, typingOn } = taken.delayedAnswer;
      await send(taken.subscriberId, taken.answerMessageId, contents as OutgoingContent[], typingOn);
    },

    /** Resolves when every answer being sent now is settled (tests, shutdown). */
    async idle(): Promise<void> {
      while (sending.size > 0) await Promise.all([...sending]);
    },

    /** The page's bots changed here: the next message reads them again. */
    forget(pageId: number): void {
      cache.delete(pageId);
    },
  };
}
export type BotAnswerer = ReturnType<typeof createBotAnswerer>;
