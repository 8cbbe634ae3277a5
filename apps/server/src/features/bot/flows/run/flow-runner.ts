import {
  flowBranchPayload,
  flowStepLimit,
  messagingWindowAt,
  readFlowBranchPayload,
  type BotSkipReason,
  type BotTrigger,
  type FlowDocument,
  type FlowRunEvent,
} from '@app/contract';
import type { JobQueue } from '../../../../platform/queue/job-queue.ts';
import {
  sendingPageOf,
  type AnswerPath,
  type IncomingMessengerMessage,
  type InboxDeps,
  type SendingPage,
  type SubscriberRow,
} from '../../../inbox/index.ts';
import { botAnswerOf, productCardsAnswer, type BotAnswer } from '../../engine/bot-message.ts';
import { migrateFlowDocument } from '../flow-document-json.ts';
import { stepFlow, type FlowInput, type FlowPosition, type FlowStep, type FlowSubscriber } from './flow-step.ts';
import type { ActiveRun, FlowClaim, FlowRunsRepository, FlowStepStored } from './flow-runs.repository.ts';

type Flow = { id: number; version: number; name: string };
type MessageEvent = Extract<FlowRunEvent, { kind: 'message' }>;

/** Frozen versions never change: kept in memory, the oldest forgotten first. */
const documentCacheSize = 500;
/** Tries at a step when other steps keep moving the same subscriber's run (each re-reads it). */
const movedRetries = 3;

/** A flow's message as sent: its postback buttons and quick replies carry the branch they continue. */
export function flowMessageAnswer(flow: Flow, event: MessageEvent, mediaUrl: string | null): BotAnswer {
  const payload = (branch: string) => flowBranchPayload(flow.id, flow.version, event.node_id, branch);
  const { message } = event;
  return botAnswerOf({
    messageType: message.message_type,
    message: message.message,
    buttons: message.buttons.map((button, index) =>
      button.type === 'postback' ? { ...button, payload: payload(`button:${index}`) } : button,
    ),
    cards: message.cards.map((card, cardIndex) => ({
      ...card,
      buttons: card.buttons.map((button, index) =>
        button.type === 'postback' ? { ...button, payload: payload(`card:${cardIndex}:button:${index}`) } : button,
      ),
    })),
    replies: message.replies.map((reply, index) => ({ ...reply, payload: payload(`reply:${index}`) })),
    mediaUrl,
  });
}

const textAnswer = (text: string): BotAnswer => ({
  stored: { kind: 'text', text, attachments: [] },
  contents: [{ text }],
});

/**
 * Runs flows for subscribers: each move (a start, a reply, a press, a wait's end) is one `stepFlow`, handed to the
 * inbox's answer path, which records it (the trail's claim, the run's move, the pending messages: one statement)
 * before the Send API is called, then sends the messages in order. A run keeps the version it started with; waits are
 * queued jobs, with a sweep as their safety net.
 */
export function createFlowRunner(
  deps: InboxDeps & {
    answers: AnswerPath;
    runs: FlowRunsRepository;
    queue: JobQueue;
    mediaUrlOf: (mediaId: number) => Promise<string | null>;
  },
) {
  const { runs, logger, clock } = deps;
  const documents = new Map<string, Promise<FlowDocument | null>>();

  function documentOf(flowId: number, version: number): Promise<FlowDocument | null> {
    const key = `${flowId}:${version}`;
    let document = documents.get(key);
    if (!document) {
      document = runs.versionDocument(flowId, version).then((stored) => (stored ? migrateFlowDocument(stored) : null));
      document.catch(() => documents.delete(key));
      documents.set(key, document);
      if (documents.size > documentCacheSize) documents.delete(documents.keys().next().value!);
    }
    return document;
  }

  /** A page that cannot send is a closed window to the flow: it stops before its next message. */
  const factsOf = (subscriber: SubscriberRow, page: SendingPage | null): FlowSubscriber => ({
    fields: subscriber.fields ?? {},
    labels: subscriber.labels,
    windowOpen: page !== null && messagingWindowAt(subscriber.lastIncomingAt, clock.now(), false).state === 'open',
    source: subscriber.source,
  });

  /**
   * The step's messages for this subscriber. A products message is made here, its order links issued for this
   * subscriber; when the page cannot send cards, that message is left out and why is kept for the trail.
   */
  async function answersOf(
    flow: Flow,
    subscriber: SubscriberRow,
    step: FlowStep,
  ): Promise<{ answers: BotAnswer[]; blocked: BotSkipReason | null }> {
    const answers: BotAnswer[] = [];
    let blocked: BotSkipReason | null = null;
    for (const event of step.events) {
      if (event.kind === 'message' && event.message.message_type === 'products') {
        const cards = (await deps.productCards?.build({
          pageId: subscriber.pageId!,
          itemIds: event.message.item_ids,
          customerPsid: subscriber.metaUserId,
          source: 'flow',
          sourceId: flow.id,
        })) ?? { ok: false, reason: 'no-store-items' };
        if (cards.ok) answers.push(productCardsAnswer(cards.message));
        else blocked ??= cards.reason;
      } else if (event.kind === 'message') {
        const mediaId = event.message.media_id;
        const mediaUrl = mediaId === null ? null : await deps.mediaUrlOf(mediaId);
        answers.push(flowMessageAnswer(flow, event, mediaUrl));
      } else if ((event.kind === 'question' || event.kind === 'retry') && event.text)
        answers.push(textAnswer(event.text));
    }
    return { answers, blocked };
  }

  /** Stores one step, then sends what it stored, tells the seller what it asked to, and follows a goto. */
  async function apply(options: {
    flow: Flow;
    subscriber: SubscriberRow;
    page: SendingPage | null;
    run: { id: number; revision: number } | null;
    startedBy: BotTrigger;
    claim: FlowClaim | null;
    step: FlowStep;
    /** The steps this move may still take (a goto's flow gets what its caller left). */
    budget?: number;
  }): Promise<FlowStepStored> {
    const { flow, subscriber, page, step } = options;
    const now = clock.now();
    const waitEvent =
      step.position?.waitingFor === 'timer' ? step.events.findLast((e) => e.kind === 'wait') : undefined;
    const waitSeconds = waitEvent?.kind === 'wait' ? waitEvent.seconds : null;
    const wakeAt = waitSeconds === null ? null : new Date(now.getTime() + waitSeconds * 1000);
    const { answers, blocked } = await answersOf(flow, subscriber, step);
    const { trail, alongside } = runs.stepRecord({
      pageId: subscriber.pageId!,
      subscriberId: subscriber.id,
      flow,
      run: options.run,
      startedBy: options.startedBy,
      claim: options.claim,
      step,
      answers,
      blocked,
      wakeAt,
      handover: step.events.some((event) => event.kind === 'handover'),
      at: now,
    });
    const stored = await deps.answers.answerMessage({
      decidedBy: 'flow',
      page,
      conversation: subscriber,
      trail,
      alongside,
      // The wait is queued once the step is stored, before its messages are sent.
      onRecorded: async (recorded) => {
        if (waitSeconds !== null)
          await deps.queue.enqueue(
            'bot.flow-wake',
            { runId: recorded.runId, revision: recorded.revision },
            { startAfter: waitSeconds, singletonKey: `bot.flow-wake:${recorded.runId}:${recorded.revision}` },
          );
      },
    });
    if (!stored.stored) return stored;
    await tellSeller(flow, subscriber, step);
    const left = (options.budget ?? flowStepLimit) - step.steps;
    // With nothing left, the next flow's run ends at once saying why (step-limit), so the loop shows where it stopped.
    if (step.gotoFlowId !== null) await goTo(step.gotoFlowId, subscriber, page, left);
    return stored;
  }

  async function tellSeller(flow: Flow, subscriber: SubscriberRow, step: FlowStep) {
    const pageId = subscriber.pageId!;
    const person = subscriber.name ?? subscriber.metaUserId;
    const called = { pageId, conversationId: subscriber.id, person, flow: flow.name };
    // The notification is the subscriber's: its failure is logged there and stops nothing here.
    for (const event of step.events) {
      if (event.kind === 'notify')
        await deps.events.publish('bot.flow-called-seller', { ...called, call: { kind: 'notify', text: event.text } });
      if (event.kind === 'handover')
        await deps.events.publish('bot.flow-called-seller', { ...called, call: { kind: 'handover' } });
    }
  }

  /** The flow a goto names, from its start, with what is left of this move's step budget. */
  async function goTo(flowId: number, subscriber: SubscriberRow, page: SendingPage | null, budget: number) {
    const flow = await runs.published(subscriber.pageId!, flowId);
    const document = flow && (await documentOf(flow.id, flow.version));
    if (!flow || !document) return;
    const fresh = (await deps.repository.subscriber(subscriber.id)) ?? subscriber;
    const step = stepFlow(document, null, { type: 'start' }, factsOf(fresh, page), budget);
    await apply({ flow, subscriber: fresh, page, run: null, startedBy: 'flow', claim: null, step, budget });
  }

  /** A wait's job: the run moves on once, and only from the revision that queued it. */
  async function wake(runId: number, revision: number): Promise<void> {
    const run = await runs.run(runId);
    if (!run || !run.active || run.revision !== revision || run.waitingFor !== 'timer' || !run.nodeId) return;
    const subscriber = await deps.repository.subscriber(run.subscriberId);
    const document = await documentOf(run.flowId, run.version);
    if (!subscriber || !document) return;
    const page = await sendingPageOf(deps, subscriber, 'bot');
    const facts = factsOf(subscriber, page);
    const step = stepFlow(document, { nodeId: run.nodeId, waitingFor: 'timer', attempts: 0 }, { type: 'timer' }, facts);
    const flow = { id: run.flowId, version: run.version, name: run.flowName };
    await apply({
      flow,
      subscriber,
      page,
      run: { id: run.id, revision },
      startedBy: run.startedBy,
      claim: null,
      step,
    });
  }

  /**
   * One try at a message inside a flow: `left` when the flow does not take it, `taken` when its step is stored (or
   * was, by an earlier delivery), `moved` when another step moved the run meanwhile.
   */
  async function continueOnce(
    incoming: IncomingMessengerMessage,
    subscriber: SubscriberRow,
    page: SendingPage | null,
    active: ActiveRun | null,
  ): Promise<'left' | 'taken' | 'moved'> {
    const pressed = readFlowBranchPayload(incoming.payload);
    let flow: Flow | null = null;
    let input: FlowInput | null = null;
    let position: FlowPosition | null = null;
    if (pressed) {
      const sameRun = active && active.flowId === pressed.flowId && active.version === pressed.version;
      flow = sameRun ? { id: active.flowId, version: active.version, name: active.flowName } : null;
      if (!flow) {
        const current = await runs.published(subscriber.pageId!, pressed.flowId);
        // A press of a flow deleted since: nothing of ours continues it.
        if (!current) return 'left';
        flow = { ...current, version: pressed.version };
      }
      input = { type: 'branch', nodeId: pressed.nodeId, branch: pressed.branch };
    } else if (active && active.waitingFor === 'reply' && active.nodeId) {
      flow = { id: active.flowId, version: active.version, name: active.flowName };
      position = { nodeId: active.nodeId, waitingFor: 'reply', attempts: active.attempts };
      input = { type: 'text', text: incoming.text ?? '' };
    }
    if (!flow || !input) return 'left';
    const document = await documentOf(flow.id, flow.version);
    if (!document) return 'left';
    const step = stepFlow(document, position, input, factsOf(subscriber, page));
    if (!step.consumed) return 'left';
    const continuesActive = active !== null && active.flowId === flow.id && active.version === flow.version;
    const stored = await apply({
      flow,
      subscriber,
      page,
      run: continuesActive ? { id: active.id, revision: active.revision } : null,
      startedBy: 'flow',
      claim: {
        incomingMid: incoming.mid,
        incomingMessageId: incoming.messageId,
        trigger: 'flow',
        bot: null,
        keyword: null,
      },
      step,
    });
    return stored.stored || stored.reason === 'duplicate' ? 'taken' : 'moved';
  }

  return {
    /**
     * A customer's message inside a flow: a press of a flow's button or quick reply (any version, any time), or the
     * reply the run waits for. Answers whether the flow took it; a text that chose no button is left to the bots.
     */
    async continueWith(
      incoming: IncomingMessengerMessage,
      subscriber: SubscriberRow,
      page: SendingPage | null,
      /** The subscriber's active run as read with the subscriber (one round trip for both). */
      activeRun: ActiveRun | null,
    ): Promise<boolean> {
      let current = subscriber;
      let active = activeRun;
      for (let attempt = 0; attempt < movedRetries; attempt++) {
        const outcome = await continueOnce(incoming, current, page, active);
        if (outcome !== 'moved') return outcome === 'taken';
        current = (await deps.repository.subscriber(subscriber.id)) ?? current;
        active = await runs.activeRun(subscriber.id);
      }
      logger.warn(
        { subscriberId: subscriber.id, mid: incoming.mid },
        'a flow kept moving under a message; left to the bots',
      );
      return false;
    },

    /** Starts a published flow for the subscriber (a bot's keyword or postback, a ref link). */
    async start(options: {
      flow: Flow;
      subscriber: SubscriberRow;
      page: SendingPage | null;
      startedBy: BotTrigger;
      claim: FlowClaim | null;
    }): Promise<void> {
      const document = await documentOf(options.flow.id, options.flow.version);
      if (!document) return;
      let subscriber = options.subscriber;
      for (let attempt = 0; attempt < movedRetries; attempt++) {
        const step = stepFlow(document, null, { type: 'start' }, factsOf(subscriber, options.page));
        const stored = await apply({ ...options, subscriber, run: null, step });
        if (stored.stored || stored.reason === 'duplicate') return;
        subscriber = (await deps.repository.subscriber(subscriber.id)) ?? subscriber;
      }
    },

    /**
     * Comment to DM: the private reply went out; the flow's published version waits at its start for the
     * commenter's answer (Meta allows nothing more before it).
     */
    async awaitAnswer(waiting: { pageId: number; subscriberId: number; flowId: number }): Promise<void> {
      const flow = await runs.published(waiting.pageId, waiting.flowId);
      const document = flow && (await documentOf(flow.id, flow.version));
      const subscriber = document && (await deps.repository.subscriber(waiting.subscriberId));
      const startNode = document?.nodes.find((node) => node.type === 'start');
      if (!flow || !subscriber || !startNode) return;
      const step: FlowStep = {
        events: [],
        position: { nodeId: startNode.id, waitingFor: 'reply', attempts: 0 },
        consumed: true,
        visits: [],
        subscriber: factsOf(subscriber, null),
        gotoFlowId: null,
        steps: 0,
      };
      await apply({ flow, subscriber, page: null, run: null, startedBy: 'comment', claim: null, step });
    },

    wake,

    /** Waits whose job was lost (a stop between storing and queueing): woken by the sweep. */
    async wakeOverdue(): Promise<void> {
      for (const due of await runs.dueRuns(clock.now(), 100)) {
        try {
          await wake(due.id, due.revision);
        } catch (error) {
          logger.error({ err: error, runId: due.id }, 'waking an overdue flow run failed');
        }
      }
    },

    publishedFlow: (pageId: number, flowId: number) => runs.published(pageId, flowId),
    publishedFlowByRef: (pageId: number, ref: string) => runs.publishedByRef(pageId, ref),
  };
}
export type FlowRunner = ReturnType<typeof createFlowRunner>;
