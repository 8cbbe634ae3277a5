import type { Db } from '../../../platform/db/database.ts';
import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';
import type { SubscriberRow } from '../conversations/conversations.repository.ts';
import { sendingPageOf, type InboxDeps, type SendingPage } from '../conversations/inbox-deps.ts';
import { deliverPending } from '../send/send-message.ts';
import {
  createAnswerTrailRepository,
  type BotClaim,
  type OrderClaim,
  type StoryClaim,
  type TrailClaimOutcome,
} from './answer-trail.repository.ts';
import {
  createFlowAnswerRepository,
  type AlongsideWrites,
  type FlowAnswer,
  type FlowAnswerRecorded,
} from './flow-answer.repository.ts';

/**
 * A decision of an engine that answers direct messages, handed to the inbox: the conversation, the page that may send
 * (the page gate's answer the engine decided with; null: it may not) and the trail entry, which names Meta's inbound
 * message id (the once-only guard) and carries the answer or why there is none.
 */
type ClaimRequest = { page: SendingPage | null; conversation: SubscriberRow } & (
  | { decidedBy: 'bot'; trail: BotClaim }
  | { decidedBy: 'story'; trail: StoryClaim }
  | { decidedBy: 'order'; trail: OrderClaim }
);
/**
 * A flow's move: its trail entry and messages, with the flow's own writes made in the same statement
 * (`alongside`); `onRecorded` runs once it is stored, before anything is sent (the flow queues its wait there).
 */
type FlowRequest = {
  decidedBy: 'flow';
  page: SendingPage | null;
  conversation: SubscriberRow;
  trail: FlowAnswer;
  alongside: AlongsideWrites;
  onRecorded?: (recorded: Extract<FlowAnswerRecorded, { stored: true }>) => Promise<void>;
};
export type AnswerRequest = ClaimRequest | FlowRequest;

const refusedLog = {
  bot: 'bot answer refused by Meta',
  flow: 'a flow message was refused by Meta',
  story: 'story answer refused by Meta',
  order: "a request's status message was refused by Meta",
} as const;

/**
 * The one answer path of the bot, the flows and the story answers: the trail entry (unique on Meta's inbound
 * message id) is stored with the pending answer before the Send API is called, so a redelivered webhook or a second
 * worker records nothing and sends nothing; the answer then goes out through the inbox's own delivery (the page gate's
 * page, mark-seen and typing, Meta's outcome), so an interrupted one is settled like any inbox send (shown failed by
 * `inbox.sweep`, or sent by Meta's echo), never sent twice; every stored or settled message is published.
 */
export function createAnswerPath(deps: InboxDeps & { db: Db }) {
  const { repository, clock, logger } = deps;
  const trail = createAnswerTrailRepository(deps.db);
  const flowAnswers = createFlowAnswerRepository(deps.db);
  // The bot's answers are sent after the claim is stored and do not hold up the next messages' claims (the webhook
  // dispatcher waits for a whole batch of events); an answer cut short by a stop stays pending for inbox.sweep.
  const sending = new Set<Promise<void>>();

  function sendDetached(work: () => Promise<void>) {
    const running = work()
      .catch((error: unknown) => logger.error({ err: error }, 'sending a bot answer failed'))
      .finally(() => sending.delete(running));
    sending.add(running);
  }

  const published = (conversation: SubscriberRow, messageId: number) =>
    void deps.events.publish('inbox.message-stored', { conversationId: conversation.id, messageId });

  /** Sends one stored answer and publishes its outcome; one person's refusal (551: blocked) fails this answer only. */
  async function deliver(
    decidedBy: AnswerRequest['decidedBy'],
    page: SendingPage,
    conversation: SubscriberRow,
    messageId: number,
    contents: OutgoingContent[],
    typingOn?: boolean,
  ) {
    const refused = await deliverPending(deps, page, conversation, messageId, contents, null, typingOn);
    if (refused) logger.warn({ err: refused, subscriberId: conversation.id, messageId }, refusedLog[decidedBy]);
    published(conversation, messageId);
    return refused;
  }

  async function answerByBot(page: SendingPage | null, conversation: SubscriberRow, claim: BotClaim) {
    const outcome = await trail.claimForBot(claim);
    if (!outcome.claimed || outcome.answerMessageId === null || !('answer' in claim.decision) || !page) return outcome;
    const answerMessageId = outcome.answerMessageId;
    const { answer, deliverAfter, typingOn } = claim.decision;
    published(conversation, answerMessageId);
    // A delayed answer waits in the bot's queue, not here: `deliverDelayed` sends it.
    if (deliverAfter === null)
      sendDetached(async () => {
        await deliver('bot', page, conversation, answerMessageId, answer.contents, typingOn);
      });
    return outcome;
  }

  async function answerStory(page: SendingPage | null, conversation: SubscriberRow, claim: StoryClaim) {
    let outcome = await trail.claimForStory(claim);
    // The once-per-story key held by an earlier answer: the trail says so, once.
    if (!outcome.claimed && 'answer' in claim.decision && !(await trail.claimedAlready(claim.incomingMid)))
      outcome = await trail.claimForStory({ ...claim, onceKey: null, decision: { skip: 'already-answered-story' } });
    if (!outcome.claimed || outcome.answerMessageId === null || !('answer' in claim.decision) || !page) return outcome;
    published(conversation, outcome.answerMessageId);
    const refused = await deliver('story', page, conversation, outcome.answerMessageId, claim.decision.answer.contents);
    // A refusal gives the story back: the person may be answered on their next mention or reply.
    if (refused) await trail.releaseOnceKey(outcome.trailId);
    return outcome;
  }

  /** A request's status change: sent before it returns, so the change records whether the customer was told. */
  async function answerOrder(
    page: SendingPage | null,
    conversation: SubscriberRow,
    claim: OrderClaim,
  ): Promise<TrailClaimOutcome & { refused?: boolean }> {
    const outcome = await trail.claimForOrder(claim);
    if (!outcome.claimed || outcome.answerMessageId === null || !('answer' in claim.decision) || !page) return outcome;
    published(conversation, outcome.answerMessageId);
    const refused = await deliver('order', page, conversation, outcome.answerMessageId, claim.decision.answer.contents);
    return { ...outcome, refused: Boolean(refused) };
  }

  /** A flow's messages go out in order; a refusal (they blocked the page) stops this move's others. */
  async function answerByFlow(request: FlowRequest): Promise<FlowAnswerRecorded> {
    const { page, conversation } = request;
    const recorded = await flowAnswers.record(request.trail, request.alongside);
    if (!recorded.stored) return recorded;
    for (const messageId of recorded.messageIds) published(conversation, messageId);
    await request.onRecorded?.(recorded);
    if (page)
      for (const [index, messageId] of recorded.messageIds.entries()) {
        const contents = request.trail.answers[index]!.contents;
        if (await deliver('flow', page, conversation, messageId, contents)) break;
      }
    return recorded;
  }

  /** Records the decision exactly once and sends its answer (see AnswerRequest). */
  function answerMessage(
    request: Extract<ClaimRequest, { decidedBy: 'order' }>,
  ): Promise<TrailClaimOutcome & { refused?: boolean }>;
  function answerMessage(request: ClaimRequest): Promise<TrailClaimOutcome>;
  function answerMessage(request: FlowRequest): Promise<FlowAnswerRecorded>;
  function answerMessage(request: AnswerRequest): Promise<TrailClaimOutcome | FlowAnswerRecorded> {
    if (request.decidedBy === 'flow') return answerByFlow(request);
    if (request.decidedBy === 'bot') return answerByBot(request.page, request.conversation, request.trail);
    if (request.decidedBy === 'order') return answerOrder(request.page, request.conversation, request.trail);
    return answerStory(request.page, request.conversation, request.trail);
  }

  return {
    answerMessage,

    /** A delayed bot answer's job: sent once, by the run that takes it, if the page may still send. */
    async deliverDelayed(trailId: number): Promise<void> {
      const taken = await trail.takeDelayed(trailId, clock.now());
      if (!taken?.answerMessageId || !taken.delayedAnswer) return;
      const { contents, typingOn } = taken.delayedAnswer;
      const conversation = await repository.subscriber(taken.subscriberId);
      const page = conversation && (await sendingPageOf(deps, conversation, 'bot'));
      if (!conversation || !page) {
        await repository.markFailed(taken.answerMessageId, {
          code: null,
          subcode: null,
          message: 'inbox-page-cannot-send',
        });
        return;
      }
      await deliver('bot', page, conversation, taken.answerMessageId, contents as OutgoingContent[], typingOn);
    },

    /** Resolves when every answer being sent now is settled (tests, shutdown). */
    async idle(): Promise<void> {
      while (sending.size > 0) await Promise.all([...sending]);
    },
  };
}
export type AnswerPath = ReturnType<typeof createAnswerPath>;
