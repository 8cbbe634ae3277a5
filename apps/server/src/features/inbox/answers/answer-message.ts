import type { Db } from '../../../platform/db/database.ts';
import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';
import type { SubscriberRow } from '../conversations/conversations.repository.ts';
import { sendingPageOf, type InboxDeps, type SendingPage } from '../conversations/inbox-deps.ts';
import type { AnswerRetry, JobQueue } from '../../../platform/queue/job-queue.ts';
import { deliverPending, interruptedAfterMs, refuseDelivery, type DeliveryRefusal } from '../send/send-message.ts';
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

/** Time kept for the send itself at the end of a throttled row's lease. */
const sendingTimeMs = 30_000;

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
export function createAnswerPath(deps: InboxDeps & { db: Db; queue: Pick<JobQueue, 'enqueue'> }) {
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

  /**
   * Sends one stored answer and publishes its outcome; one person's refusal (551: blocked) fails this answer only.
   * The bot's and the flows' answers wait out a throttle in the queue (`whenThrottled`): the refusal then says how long.
   */
  async function deliver(
    decidedBy: AnswerRequest['decidedBy'],
    page: SendingPage,
    conversation: SubscriberRow,
    messageId: number,
    contents: OutgoingContent[],
    typingOn?: boolean,
  ): Promise<DeliveryRefusal | null> {
    const whenThrottled = decidedBy === 'bot' || decidedBy === 'flow' ? 'keep-pending' : 'fail';
    const refused = await deliverPending(deps, page, conversation, messageId, contents, null, typingOn, whenThrottled);
    if (refused && refused.retryAfterMs === null)
      logger.warn({ err: refused.error, subscriberId: conversation.id, messageId }, refusedLog[decidedBy]);
    published(conversation, messageId);
    return refused;
  }

  /**
   * Rows Meta throttled wait in the queue for the time the throttle names, the first one refused, the rest of a flow's
   * move behind it; a wait that would outlast the send's lease (the sweep would call the row interrupted) fails the
   * first row now with Meta's refusal, as an answer refused outright.
   */
  async function waitForTurn(
    retry: Omit<AnswerRetry, 'wait'> & { wait?: number },
    page: SendingPage,
    conversation: SubscriberRow,
    refusal: DeliveryRefusal & { retryAfterMs: number },
  ) {
    const first = retry.messages[0]!;
    const stored = await repository.message(first.messageId);
    const latest = (stored?.occurredAt ?? clock.now()).getTime() + interruptedAfterMs - sendingTimeMs;
    if (clock.now().getTime() + refusal.retryAfterMs > latest) {
      await refuseDelivery(deps, page, conversation, first.messageId, refusal.error);
      logger.warn(
        { err: refusal.error, subscriberId: conversation.id, messageId: first.messageId },
        refusedLog[retry.decidedBy],
      );
      published(conversation, first.messageId);
      return;
    }
    const wait = (retry.wait ?? 0) + 1;
    await deps.queue.enqueue(
      'inbox.answer-retry',
      { ...retry, wait },
      {
        startAfter: Math.ceil(refusal.retryAfterMs / 1000),
        singletonKey: `inbox.answer-retry:${first.messageId}:${wait}`,
      },
    );
  }

  /** Sends rows in order; a throttle sends the rest to wait their turn, any other refusal stops them (as Meta would). */
  async function sendInTurn(
    decidedBy: AnswerRetry['decidedBy'],
    page: SendingPage,
    conversation: SubscriberRow,
    messages: AnswerRetry['messages'],
    wait = 0,
  ) {
    for (const [index, message] of messages.entries()) {
      const contents = message.contents as OutgoingContent[];
      const typingOn = message.typingOn ?? undefined;
      const refused = await deliver(decidedBy, page, conversation, message.messageId, contents, typingOn);
      if (refused?.retryAfterMs != null) {
        const rest = { conversationId: conversation.id, decidedBy, messages: messages.slice(index), wait };
        await waitForTurn(rest, page, conversation, { ...refused, retryAfterMs: refused.retryAfterMs });
      }
      if (refused) return;
    }
  }

  /** Rows a queued job sends (a delayed answer, a throttled one): if the page may still send, else the first fails. */
  async function sendFromQueue(
    decidedBy: AnswerRetry['decidedBy'],
    conversationId: number,
    messages: AnswerRetry['messages'],
    wait = 0,
  ) {
    const conversation = await repository.subscriber(conversationId);
    const page = conversation && (await sendingPageOf(deps, conversation, 'bot'));
    if (!conversation || !page) {
      const first = messages[0]!;
      await repository.markFailed(first.messageId, { code: null, subcode: null, message: 'inbox-page-cannot-send' });
      if (conversation) published(conversation, first.messageId);
      return;
    }
    await sendInTurn(decidedBy, page, conversation, messages, wait);
  }

  async function answerByBot(page: SendingPage | null, conversation: SubscriberRow, claim: BotClaim) {
    const outcome = await trail.claimForBot(claim);
    if (!outcome.claimed || outcome.answerMessageId === null || !('answer' in claim.decision) || !page) return outcome;
    const answerMessageId = outcome.answerMessageId;
    const { answer, deliverAfter, typingOn } = claim.decision;
    published(conversation, answerMessageId);
    // A delayed answer waits in the bot's queue, not here: `deliverDelayed` sends it.
    if (deliverAfter === null) {
      const messages = [{ messageId: answerMessageId, contents: answer.contents, typingOn: typingOn ?? null }];
      sendDetached(() => sendInTurn('bot', page, conversation, messages));
    }
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
    if (page) {
      const messages = recorded.messageIds.map((messageId, index) => ({
        messageId,
        contents: request.trail.answers[index]!.contents as unknown[],
        typingOn: null,
      }));
      await sendInTurn('flow', page, conversation, messages);
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
      const messages = [{ messageId: taken.answerMessageId, contents: contents as unknown[], typingOn }];
      await sendFromQueue('bot', taken.subscriberId, messages);
    },

    /** Throttled answers whose wait is over (`inbox.answer-retry`): the rows still pending go out, in order. */
    async retryThrottled(retry: AnswerRetry): Promise<void> {
      const pendingRows: AnswerRetry['messages'] = [];
      for (const message of retry.messages) {
        // Settled meanwhile: by the sweep, or by the echo of a send whose answer was lost.
        if ((await repository.message(message.messageId))?.status === 'pending') pendingRows.push(message);
      }
      if (pendingRows.length > 0) await sendFromQueue(retry.decidedBy, retry.conversationId, pendingRows, retry.wait);
    },

    /** Resolves when every answer being sent now is settled (tests, shutdown). */
    async idle(): Promise<void> {
      while (sending.size > 0) await Promise.all([...sending]);
    },
  };
}
export type AnswerPath = ReturnType<typeof createAnswerPath>;
