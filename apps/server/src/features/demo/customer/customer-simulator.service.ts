import { createHash } from 'node:crypto';
import {
  createSimulatorClient,
  SimulatorControlError,
  type SendMessageBody,
  type SimulatorClient,
} from '@app/meta-sim/client';
import type {
  DemoCommentBody,
  DemoInstagramCommentBody,
  DemoMessageBody,
  DemoMessageSent,
  DemoQuickReplies,
  DemoQuickReplyPressBody,
  DemoStoryActionBody,
} from '@app/contract';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { createCustomerConversations, type CustomerConversations, type CustomerOf } from '../../inbox/index.ts';
import { createCustomerAccountsRepository, type CustomerAccountsRepository } from './customer-accounts.repository.ts';

type Actor = { userId: number; isAdmin: boolean };
type Story = { id: string; timestamp: string };

export type CustomerSimulatorDeps = {
  /** The simulator's address as this server calls it. */
  simulatorUrl: string;
  /** The simulator's address as the browser sees it (the demo story's picture). */
  simulatorPublicUrl: string;
  accounts: CustomerAccountsRepository;
  conversations: CustomerConversations;
  currentStories: (actor: Actor, accountId: number) => Promise<Story[]>;
  /** Refuses a media that is not one of the account's posts (404). */
  requireOwnMedia: (actor: Actor, accountId: number, mediaId: string) => Promise<unknown>;
};

/** How long an answer waits for the product to store the message the webhook delivered. */
const conversationWaitMs = 3000;
const conversationPollMs = 100;

/**
 * A customer's Meta user id on one page or account: the same name is the same person there, so a DM after a
 * comment continues one conversation. Page-scoped like Meta's PSIDs and IGSIDs, 16 digits like them.
 */
export function customerIdOf(metaOwnerId: string, name: string): string {
  const key = `${metaOwnerId}\n${name.normalize('NFC').replace(/\s+/g, ' ')}`;
  const digits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 15)}`) % 10n ** 15n;
  return `7${digits.toString().padStart(15, '0')}`;
}

/**
 * The demo's customer simulator: what a customer does on Facebook and Instagram, sent through the simulator's
 * control API so that its real webhooks reach the engines. Only built in demo mode.
 */
export function createCustomerSimulator(deps: CustomerSimulatorDeps) {
  const control = createSimulatorClient(deps.simulatorUrl);

  async function simulate<T>(action: (client: SimulatorClient) => Promise<T>): Promise<T> {
    try {
      return await action(control);
    } catch (error) {
      if (!(error instanceof SimulatorControlError) || error.status >= 500) throw error;
      if (error.status === 404) throw notFound();
      throw new AppError('validation', { messageKey: 'demo-simulator-refused' });
    }
  }

  async function metaPageOf(pageId: number | null) {
    if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
    const metaPageId = await deps.accounts.metaPageId(pageId);
    if (metaPageId === null) throw notFound();
    return metaPageId;
  }

  async function metaAccountOf(accountId: number) {
    const metaAccountId = await deps.accounts.metaAccountId(accountId);
    if (metaAccountId === null) throw notFound();
    return metaAccountId;
  }

  /** The conversation the product stored the message in; null if that takes longer than a moment. */
  async function conversationOf(owner: CustomerOf, mid: string) {
    const until = Date.now() + conversationWaitMs;
    for (;;) {
      const conversationId = await deps.conversations.ofReceivedMessage(owner, mid);
      if (conversationId !== null || Date.now() >= until) return conversationId;
      await new Promise((resolve) => setTimeout(resolve, conversationPollMs));
    }
  }

  async function sendToPage(pageId: number, metaPageId: string, message: Omit<SendMessageBody, 'page_id'>) {
    const { mid } = await simulate((client) => client.sendMessage({ page_id: metaPageId, ...message }));
    return { customer_id: message.from.id, mid, conversation_id: await conversationOf({ pageId }, mid) };
  }

  async function offeredQuickReplies(pageId: number, customerId: string): Promise<DemoQuickReplies> {
    const conversation = await deps.conversations.find({ pageId }, customerId);
    // Messenger shows the ice breakers in a thread the customer has never written in.
    if (!conversation) return { conversation_id: null, quick_replies: [], ice_breakers: await iceBreakersOf(pageId) };
    if (!conversation.lastSentMid) return { conversation_id: conversation.id, quick_replies: [], ice_breakers: [] };
    const lastSentMid = conversation.lastSentMid;
    const message = await simulate((client) => client.message(lastSentMid)).catch((error: unknown) => {
      // A message the simulator no longer knows (its world was reset) offers nothing.
      if (error instanceof AppError && error.code === 'not-found') return null;
      throw error;
    });
    const quickReplies = (message?.quick_replies ?? []).flatMap((reply) => {
      const { title, payload } = (reply ?? {}) as { title?: unknown; payload?: unknown };
      return typeof title === 'string' && typeof payload === 'string' ? [{ title, payload }] : [];
    });
    return { conversation_id: conversation.id, quick_replies: quickReplies, ice_breakers: [] };
  }

  async function iceBreakersOf(pageId: number) {
    return (await deps.accounts.messengerIceBreakers(pageId)).map(({ question, payload }) => ({ question, payload }));
  }

  async function latestStory(actor: Actor, accountId: number, metaAccountId: string): Promise<string> {
    const stories = await deps.currentStories(actor, accountId);
    const latest = stories.toSorted((a, b) => b.timestamp.localeCompare(a.timestamp))[0];
    if (latest) return latest.id;
    const made = await simulate((client) =>
      client.createPost({
        ig_user_id: metaAccountId,
        message: 'Demo story',
        story: true,
        media_url: `${deps.simulatorPublicUrl}/pictures/demo-story.svg`,
      }),
    );
    return made.id;
  }

  return {
    async comment(pageId: number | null, body: DemoCommentBody) {
      const metaPageId = await metaPageOf(pageId);
      if (!body.post_id.startsWith(`${metaPageId}_`))
        throw new AppError('validation', { fieldErrors: { post_id: ['post-not-found'] } });
      const from = { id: customerIdOf(metaPageId, body.customer), name: body.customer };
      const { id } = await simulate((client) =>
        client.createComment({ post_id: body.post_id, from, message: body.message }),
      );
      return { customer_id: from.id, comment_id: id };
    },

    async instagramComment(actor: Actor, accountId: number, body: DemoInstagramCommentBody) {
      const metaAccountId = await metaAccountOf(accountId);
      await deps.requireOwnMedia(actor, accountId, body.media_id);
      const from = { id: customerIdOf(metaAccountId, body.customer), name: body.customer };
      const { id } = await simulate((client) =>
        client.createComment({ post_id: body.media_id, from, message: body.message }),
      );
      return { customer_id: from.id, comment_id: id };
    },

    async message(pageId: number | null, body: DemoMessageBody): Promise<DemoMessageSent> {
      const metaPageId = await metaPageOf(pageId);
      const from = { id: customerIdOf(metaPageId, body.customer), name: body.customer };
      return sendToPage(pageId!, metaPageId, { from, text: body.text });
    },

    async quickReplies(pageId: number | null, customer: string): Promise<DemoQuickReplies> {
      const metaPageId = await metaPageOf(pageId);
      return offeredQuickReplies(pageId!, customerIdOf(metaPageId, customer));
    },

    async pressQuickReply(pageId: number | null, body: DemoQuickReplyPressBody): Promise<DemoMessageSent> {
      const metaPageId = await metaPageOf(pageId);
      const from = { id: customerIdOf(metaPageId, body.customer), name: body.customer };
      const offered = await offeredQuickReplies(pageId!, from.id);
      // Meta delivers a tapped ice breaker as a postback; the simulator adds the question as its title.
      if (offered.ice_breakers.some((question) => question.payload === body.payload))
        return sendToPage(pageId!, metaPageId, { from, postback_payload: body.payload });
      const pressed = offered.quick_replies.find((reply) => reply.payload === body.payload);
      if (!pressed) throw new AppError('validation', { fieldErrors: { payload: ['demo-quick-reply-not-offered'] } });
      // Meta delivers a press as the button's title with its payload.
      return sendToPage(pageId!, metaPageId, { from, text: pressed.title, quick_reply_payload: pressed.payload });
    },

    async story(actor: Actor, accountId: number, body: DemoStoryActionBody) {
      const metaAccountId = await metaAccountOf(accountId);
      if (body.kind === 'reply' && body.text === '')
        throw new AppError('validation', { fieldErrors: { text: ['demo-story-reply-text'] } });
      const from = { id: customerIdOf(metaAccountId, body.customer), name: body.customer };
      const storyId = body.kind === 'reply' ? await latestStory(actor, accountId, metaAccountId) : null;
      const { mid } = await simulate((client) =>
        client.sendMessage({
          ig_user_id: metaAccountId,
          from,
          ...(body.text ? { text: body.text } : {}),
          ...(storyId === null ? { story_mention: true } : { reply_to_story_id: storyId }),
        }),
      );
      const conversationId = await conversationOf({ instagramAccountId: accountId }, mid);
      return { customer_id: from.id, mid, story_id: storyId, conversation_id: conversationId };
    },
  };
}
export type CustomerSimulator = ReturnType<typeof createCustomerSimulator>;

/** The simulator of demo mode's customers, or null in live mode, where its routes are not registered. */
export function createDemoCustomerSimulator(deps: {
  db: Db;
  config: Config;
  publishing: {
    instagramStories: CustomerSimulatorDeps['currentStories'];
    requireOwnInstagramMedia: CustomerSimulatorDeps['requireOwnMedia'];
  };
}): CustomerSimulator | null {
  const simulator = deps.config.meta.simulator;
  if (!simulator) return null;
  return createCustomerSimulator({
    simulatorUrl: simulator.callUrl,
    simulatorPublicUrl: simulator.url,
    accounts: createCustomerAccountsRepository(deps.db),
    conversations: createCustomerConversations(deps.db),
    currentStories: deps.publishing.instagramStories,
    requireOwnMedia: deps.publishing.requireOwnInstagramMedia,
  });
}
