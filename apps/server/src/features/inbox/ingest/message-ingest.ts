import type { StoryQuickReplyKind } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { InboxAccount, InboxRepository, StoredMessage, SubscriberTouch } from '../inbox.repository.ts';
import type { InboxEvents } from '../inbox-events.ts';
import { readMessageEvent, readPostbackEvent, referralSource, type ReadMessage } from './messaging-event.ts';

/** What the dispatcher hands over: one stored webhook event (webhook_events row). */
export type MessagingWebhookEvent = {
  naturalKey: string;
  object: string;
  accountId: string;
  kind: string;
  payload: unknown;
  occurredAt: Date | null;
  /** Read back through the conversations API after a webhook gap (message-backfill.ts), not delivered by Meta. */
  late?: boolean;
};

/** The webhook kinds this feature stores (split-webhook-batch.ts names them). */
export const ingestedKinds = [
  'message',
  'message.echo',
  'quick_reply',
  'story_mention',
  'story_reply',
  'postback',
  'referral',
  'read',
] as const;

/** Our sends carry this metadata (send/): their echoes are the row we stored already. */
const ownSendMetadataPrefix = 'inbox:';
/** The message id an echo's metadata names, or null when it names none of ours. */
function ownSendOf(metadata: string): number | null {
  if (!metadata.startsWith(ownSendMetadataPrefix)) return null;
  const idText = metadata.slice(ownSendMetadataPrefix.length);
  return /^[1-9][0-9]{0,14}$/.test(idText) ? Number(idText) : null;
}
const profileMaxAgeMs = 7 * 86_400_000;

export type ProfileRequester = (subscriberId: number) => void;

/**
 * A customer's Messenger message, quick reply or postback, or Instagram postback, the inbox has just stored for the
 * first time.
 */
export type IncomingMessengerMessage = {
  /** The page whose bot answers: the conversation's, or the Instagram account's linked page. */
  pageId: number;
  subscriberId: number;
  messageId: number;
  mid: string;
  kind: StoredMessage['kind'];
  text: string | null;
  /** A quick reply's or a postback's payload, as Meta sent it. */
  payload: string | null;
  /** The m.me link's ref the message came with (a new conversation's get-started carries it). */
  ref: string | null;
  at: Date;
};
export type AnswerMessage = (incoming: IncomingMessengerMessage) => Promise<void>;

/** A story mention or reply the inbox has just stored for the first time. */
export type StoredStoryMessage = {
  kind: StoryQuickReplyKind;
  text: string | null;
  story: { id: string | null; url: string | null } | null;
  instagramAccountId: number;
  subscriberId: number;
  messageId: number;
  mid: string;
};
export type AnswerStory = (incoming: StoredStoryMessage) => Promise<void>;

/** A referral without a message (someone already in the conversation opened an m.me link with a ref). */
export type IncomingReferral = { pageId: number; subscriberId: number; ref: string; key: string; at: Date };
export type AnswerReferral = (referral: IncomingReferral) => Promise<void>;

/**
 * Incoming messages, echoes, button presses, referrals and reads become subscribers and stored messages. Every
 * event is already stored once under Meta's key; here each write is keyed again (the subscriber by account and
 * person, the message by Meta's mid), so a replay or two events of a new person at once store everything once.
 */
export function createMessageIngest(deps: {
  repository: InboxRepository;
  events: InboxEvents;
  clock: Clock;
  logger: AppLogger;
  requestProfile: ProfileRequester;
  /** Asks for a shared post's or reel's permalink and cover, which the webhook leaves out. */
  requestSharedMedia: (messageId: number) => void;
  /** Whether this process marked an outgoing message sent already (its echo then has nothing to settle). */
  markedSentHere: (messageId: number) => boolean | Promise<boolean>;
  /** Called once per story mention or reply stored for the first time (the Instagram quick replies). */
  answerStory: AnswerStory | null;
  /**
   * Called once per customer's Messenger message, quick reply or postback, and Instagram postback, stored for the
   * first time (the bot).
   */
  answerMessage: AnswerMessage | null;
  /** Called for each Messenger referral with a ref (the bot's ref links); the answerer keys it by the event. */
  answerReferral: AnswerReferral | null;
}) {
  const { repository, events, clock } = deps;
  const accountCache = new Map<string, { account: InboxAccount | null; until: number }>();

  /** Page or Instagram account by Meta's id; kept a few seconds, since every message asks. */
  async function accountOf(object: string, metaId: string): Promise<InboxAccount | null> {
    const key = `${object}:${metaId}`;
    const cached = accountCache.get(key);
    if (cached && cached.until > Date.now()) return cached.account;
    let account: InboxAccount | null = null;
    const instagram = object === 'instagram' ? await repository.instagramAccountByMetaId(metaId) : null;
    if (instagram !== null)
      account = {
        channel: 'instagram',
        pageId: null,
        instagramAccountId: instagram.id,
        linkedPageId: instagram.pageId,
      };
    else {
      const pageId = await repository.pageByMetaId(metaId);
      if (pageId !== null) account = { channel: 'messenger', pageId, instagramAccountId: null };
    }
    accountCache.set(key, { account, until: Date.now() + 5_000 });
    return account;
  }

  /** Only the customer's own events ask for a profile: what the page sends does not need it yet. */
  function refreshProfile(subscriber: { id: number; profileFetchedAt: Date | null }) {
    const fetchedAt = subscriber.profileFetchedAt;
    if (!fetchedAt || clock.now().getTime() - fetchedAt.getTime() > profileMaxAgeMs) deps.requestProfile(subscriber.id);
  }

  async function store(account: InboxAccount, metaUserId: string, at: Date, read: ReadMessage, late = false) {
    const touch: SubscriberTouch = { account, metaUserId, source: read.source, sourceRef: read.sourceRef, at };
    const stored = await repository.storeMessage(touch, late ? { ...read.message, arrivedLate: true } : read.message);
    if (!stored) return;
    if (read.message.direction === 'in') {
      refreshProfile(stored.subscriber);
      void events.publish('activity.counted', { kind: 'messages', amount: 1, at });
    }
    void events.publish('inbox.message-stored', { conversationId: stored.subscriber.id, messageId: stored.messageId });
    const { kind } = read.message;
    if (kind === 'share') deps.requestSharedMedia(stored.messageId);
    if (deps.answerStory && account.instagramAccountId !== null && (kind === 'story_mention' || kind === 'story_reply'))
      await deps.answerStory({
        kind,
        text: read.message.text,
        story: read.message.story,
        instagramAccountId: account.instagramAccountId,
        subscriberId: stored.subscriber.id,
        messageId: stored.messageId,
        mid: read.message.metaMessageId,
      });
    // Messenger's messages go to the page's bot; on Instagram only the postbacks (ice breakers, the menu) do.
    const botPageId = account.pageId ?? (kind === 'postback' ? (account.linkedPageId ?? null) : null);
    if (deps.answerMessage && botPageId !== null && read.message.direction === 'in')
      await deps.answerMessage({
        pageId: botPageId,
        subscriberId: stored.subscriber.id,
        messageId: stored.messageId,
        mid: read.message.metaMessageId,
        kind,
        text: read.message.text,
        payload: read.message.postbackPayload,
        ref: read.source === 'referral' ? read.sourceRef : null,
        at,
      });
  }

  /**
   * The echo of a reply sent from the inbox that reached processing: intake kept back those this process settled
   * (settledEcho), so this one settles a send whose answer was lost, or was sent by another process.
   */
  async function confirmOwnSend(account: InboxAccount, metadata: string, mid: unknown, at: Date) {
    const messageId = ownSendOf(metadata);
    if (typeof mid !== 'string' || messageId === null) return;
    const conversationId = await repository.confirmOwnSend(account, messageId, mid, at);
    if (conversationId !== null) void events.publish('inbox.message-stored', { conversationId, messageId });
  }

  return {
    /**
     * Meta's echo of a send this process marked sent: everything in it is stored already, so intake need not store
     * it (every answer's echo comes back, and storing it was a tenth of the bot's database time).
     */
    settledEcho(event: Pick<MessagingWebhookEvent, 'kind' | 'payload'>): boolean | Promise<boolean> {
      if (event.kind !== 'message.echo') return false;
      const metadata = (event.payload as { message?: { metadata?: unknown } }).message?.metadata;
      const messageId = typeof metadata === 'string' ? ownSendOf(metadata) : null;
      return messageId !== null && deps.markedSentHere(messageId);
    },

    async handle(event: MessagingWebhookEvent): Promise<void> {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's payload, checked as it is read
      const payload = event.payload as Record<string, any>;
      const account = await accountOf(event.object, event.accountId);
      if (!account) return; // a page or account no one linked here: nothing of ours
      const at = event.occurredAt ?? clock.now();
      const sender = typeof payload.sender?.id === 'string' ? payload.sender.id : null;
      const recipient = typeof payload.recipient?.id === 'string' ? payload.recipient.id : null;
      switch (event.kind) {
        case 'message.echo': {
          const metadata = payload.message?.metadata;
          if (typeof metadata === 'string' && metadata.startsWith(ownSendMetadataPrefix)) {
            await confirmOwnSend(account, metadata, payload.message?.mid, at);
            return;
          }
          const read = readMessageEvent(payload, 'out');
          if (read && recipient) await store(account, recipient, at, read, event.late);
          return;
        }
        case 'postback': {
          const read = readPostbackEvent(payload, event.naturalKey);
          if (read && sender) await store(account, sender, at, read);
          return;
        }
        case 'referral': {
          const referral = referralSource(payload.referral);
          if (!sender || !referral) return;
          const subscriber = await repository.touchIncoming({ account, metaUserId: sender, ...referral, at });
          refreshProfile(subscriber);
          void events.publish('inbox.conversation-changed', { conversationId: subscriber.id });
          if (deps.answerReferral && account.pageId !== null && referral.source === 'referral' && referral.sourceRef)
            await deps.answerReferral({
              pageId: account.pageId,
              subscriberId: subscriber.id,
              ref: referral.sourceRef,
              key: event.naturalKey,
              at,
            });
          return;
        }
        case 'read': {
          if (!sender) return;
          const watermark = payload.read?.watermark;
          const readAt = typeof watermark === 'number' ? new Date(watermark) : at;
          const id = await repository.markCustomerRead(account, sender, readAt);
          if (id !== null) void events.publish('inbox.conversation-changed', { conversationId: id });
          return;
        }
        default: {
          const read = readMessageEvent(payload, 'in');
          if (read && sender) await store(account, sender, at, read, event.late);
        }
      }
    },
  };
}
export type MessageIngest = ReturnType<typeof createMessageIngest>;
