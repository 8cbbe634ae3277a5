import { leaseMs } from '../../../platform/work/leases.ts';
import type { z } from 'zod';
import type { sendMessageBodySchema } from '@app/contract';
import { messagingWindowAt, type InterfaceLocale, type InboxMessage } from '@app/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UploadKind } from '@app/contract';
import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaOutcomeOf } from '../../../platform/meta/meta-outcome.ts';
import { interruptedSendReason, toMessageDto } from '../conversations/conversation-dto.ts';
import type { SubscriberRow, Viewer } from '../conversations/conversations.repository.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { GateStop } from '../../pages/index.ts';
import { senderAction, sendingGate, type InboxDeps, type SendingPage } from '../conversations/inbox-deps.ts';

type SendBody = z.infer<typeof sendMessageBodySchema>;

/** The marker Meta echoes back with the message (message_echoes webhook): the echo of our own send. */
export const inboxEchoMetadata = (messageId: number) => `inbox:${messageId}`;

/** Longer than any send takes (Meta's timeout with its retries): a row pending this long lost its process. */
export const interruptedAfterMs = leaseMs.inboxSend;

/** What the window allows now: a RESPONSE, a HUMAN_AGENT-tagged reply, or nothing (422 saying why). */
function tagForNow(deps: InboxDeps, subscriber: SubscriberRow): 'HUMAN_AGENT' | null {
  const window = messagingWindowAt(subscriber.lastIncomingAt, deps.clock.now(), deps.humanAgent);
  if (window.state === 'open') return null;
  if (window.state === 'human_agent') return 'HUMAN_AGENT';
  const reason = deps.humanAgent ? 'inbox-window-closed' : 'inbox-window-human-agent-off';
  throw new AppError('validation', { messageKey: reason, fieldErrors: { text: [reason] } });
}

async function attachmentOf(deps: InboxDeps, mediaId: number | undefined, viewer: Viewer) {
  if (mediaId === undefined) return null;
  const file = await deps.repository.mediaFile(mediaId, viewer);
  if (!file) throw new AppError('validation', { fieldErrors: { media_id: ['inbox-media-not-found'] } });
  return {
    type: file.kind,
    url: `${deps.appUrl}/${file.blobKey}`,
  };
}

/** Why the page cannot send now: our stops and Meta's pause said as such, anything else "reconnect the page". */
function cannotSend(deps: InboxDeps, stop: GateStop | null, name: string) {
  if (stop && (stop.reason === 'page-blocked' || stop.reason === 'plan-expired' || stop.reason === 'policy-block'))
    return deps.pages.stopAnswer(stop, name);
  return new AppError('validation', { fieldErrors: { text: ['inbox-page-cannot-send'] } });
}

/**
 * Why a stored row was not sent: Meta's error, and, when the sender asked to wait out a throttle and Meta took nothing
 * of the row, how long to wait before sending it again (the row stays pending meanwhile; else null: it failed).
 */
export type DeliveryRefusal = { error: MetaApiError; retryAfterMs: number | null };

/**
 * Sends a stored pending row (a reply from the inbox or an automatic answer) and settles it: sent with Meta's mid,
 * or failed with Meta's refusal (551 marks the person blocked; the page's side goes to the page gate). Answers the
 * refusal. `whenThrottled: 'keep-pending'` (automatic answers, which have a queue to wait in): a throttle (Meta's
 * outcome policy: "slow down", not performed) before any part of the row went out leaves it pending, for the sender
 * to send again after the wait the refusal names.
 * Mark-seen follows the page's bot settings; the typing indicator too, unless the sender decides (a bot's own switch).
 */
export async function deliverPending(
  deps: InboxDeps,
  page: SendingPage,
  subscriber: SubscriberRow,
  messageId: number,
  contents: OutgoingContent[],
  tag: 'HUMAN_AGENT' | null,
  typingOn: boolean = page.settings.typing_on,
  whenThrottled: 'fail' | 'keep-pending' = 'fail',
): Promise<DeliveryRefusal | null> {
  const { repository, clock } = deps;
  let settled: (sent: boolean) => void = () => undefined;
  repository.settlingHere(messageId, new Promise<boolean>((resolve) => (settled = resolve)));
  let partsSent = 0;
  try {
    if (page.settings.mark_seen) await senderAction(deps, page, subscriber, 'mark_seen');
    if (typingOn) await senderAction(deps, page, subscriber, 'typing_on');
    let mid = '';
    // Meta takes a text or one attachment per message: a file with a caption is two messages, one row.
    for (const message of contents) {
      const sent = await deps.messaging.send(page.caller, {
        recipientId: subscriber.metaUserId,
        message,
        tag,
        metadata: inboxEchoMetadata(messageId),
      });
      mid = sent.message_id;
      partsSent += 1;
    }
    await repository.markSent(messageId, subscriber.id, mid, clock.now());
    settled(true);
    return null;
  } catch (error) {
    settled(false);
    if (!(error instanceof MetaApiError)) throw error;
    const outcome = metaOutcomeOf(error).item;
    // A part already sent would go out twice with the row: only a row Meta took nothing of waits.
    if (whenThrottled === 'keep-pending' && partsSent === 0 && outcome.kind === 'retry' && !outcome.countsAsAttempt)
      return { error, retryAfterMs: outcome.afterMs };
    await refuseDelivery(deps, page, subscriber, messageId, error);
    return { error, retryAfterMs: null };
  }
}

/** A row Meta refused, failed for good: the refusal on the row, the person blocked on 551, the page's side gated. */
export async function refuseDelivery(
  deps: InboxDeps,
  page: SendingPage,
  subscriber: SubscriberRow,
  messageId: number,
  error: MetaApiError,
): Promise<void> {
  const { repository, clock } = deps;
  await repository.markFailed(messageId, {
    code: error.code ?? null,
    subcode: error.subcode ?? null,
    message: error.message,
  });
  if (error.code === 551) await repository.markBlocked(subscriber.id, clock.now());
  // The page's side (a sending pause, a refused token or permission) closes the gate for the page's next sends.
  const network = subscriber.instagramAccountId !== null ? 'instagram' : 'facebook';
  await deps.pages.recordHealthMetaFailure(page.health, page.capability, error, network);
}

/** The contents of a row in the order Meta receives them: the attachment, then its caption. */
export function outgoingContents(attachment: { type: UploadKind; url: string } | null, text: string | null) {
  const contents: OutgoingContent[] = [];
  if (attachment)
    contents.push({ attachment: { type: attachment.type, payload: { url: attachment.url, is_reusable: false } } });
  if (text) contents.push({ text });
  return contents;
}

/**
 * Replies from the inbox, exactly once per client_id: the pending row is stored first under the unique
 * (subscriber, client_id) key, and only the request that stored it calls the Send API; any other answers that row.
 */
export function createSendService(deps: InboxDeps, conversations: ConversationsService) {
  const { repository, clock } = deps;

  async function answer(messageId: number, locale: InterfaceLocale): Promise<{ message: InboxMessage }> {
    return { message: toMessageDto((await repository.message(messageId))!, locale) };
  }

  /** Store items as product cards, each "Order" link issued for this customer (source `inbox`). */
  async function sendProductCards(
    subscriber: SubscriberRow,
    page: SendingPage,
    body: SendBody,
    itemIds: number[],
    tag: 'HUMAN_AGENT' | null,
    viewer: Viewer,
    locale: InterfaceLocale,
  ) {
    const refuse = (
      key:
        | 'inbox-product-cards-messenger-only'
        | 'inbox-product-cards-no-order-domain'
        | 'inbox-product-cards-no-store-items',
    ) => new AppError('validation', { messageKey: key, fieldErrors: { item_ids: [key] } });
    if (subscriber.pageId === null || subscriber.instagramAccountId !== null || !deps.productCards)
      throw refuse('inbox-product-cards-messenger-only');
    const cards = await deps.productCards.build({
      pageId: subscriber.pageId,
      itemIds,
      customerPsid: subscriber.metaUserId,
      source: 'inbox',
      sourceId: null,
    });
    if (!cards.ok) throw refuse(`inbox-product-cards-${cards.reason}`);
    const [first] = (cards.message.attachment.payload.elements as Array<{ title: string }> | undefined) ?? [];
    const stored = { kind: 'template' as const, text: first?.title ?? null, attachments: [] };
    return storeAndDeliver({ subscriber, page, body, tag, viewer, locale }, stored, [cards.message]);
  }

  /** Stored pending once per `client_id` (a second press answers the first), then sent and announced. */
  async function storeAndDeliver(
    send: {
      subscriber: SubscriberRow;
      page: SendingPage;
      body: SendBody;
      tag: 'HUMAN_AGENT' | null;
      viewer: Viewer;
      locale: InterfaceLocale;
    },
    stored: Pick<Parameters<typeof repository.insertPending>[0], 'kind' | 'text' | 'attachments'>,
    contents: Parameters<typeof deliverPending>[4],
  ) {
    const { subscriber, page, body, tag, viewer, locale } = send;
    const messageId = await repository.insertPending({
      subscriberId: subscriber.id,
      direction: 'out',
      author: 'agent',
      ...stored,
      clientId: body.client_id,
      status: 'pending',
      tag,
      agentUserId: viewer.userId,
      occurredAt: clock.now(),
    });
    if (messageId === null) {
      const earlier = await repository.messageByClientId(subscriber.id, body.client_id);
      return { message: toMessageDto(earlier!, locale) };
    }
    await deliverPending(deps, page, subscriber, messageId, contents, tag);
    void deps.events.publish('inbox.message-stored', { conversationId: subscriber.id, messageId });
    return answer(messageId, locale);
  }

  return {
    async send(conversationId: number, body: SendBody, viewer: Viewer, locale: InterfaceLocale) {
      const subscriber = await conversations.requireConversation(conversationId, viewer);
      const earlier = await repository.messageByClientId(subscriber.id, body.client_id);
      if (earlier) return { message: toMessageDto(earlier, locale) };

      const tag = tagForNow(deps, subscriber);
      const attachment = await attachmentOf(deps, body.media_id, viewer);
      const gate = await sendingGate(deps, subscriber, 'inbox');
      if (!gate.page) throw cannotSend(deps, gate.stop, gate.name);
      const { page } = gate;
      if (body.item_ids) return sendProductCards(subscriber, page, body, body.item_ids, tag, viewer, locale);

      const text = body.text ? body.text : null;
      const stored = {
        kind: attachment?.type ?? ('text' as const),
        text,
        attachments: attachment ? [{ type: attachment.type, url: attachment.url }] : [],
      };
      return storeAndDeliver(
        { subscriber, page, body, tag, viewer, locale },
        stored,
        outgoingContents(attachment, text),
      );
    },

    /**
     * Sends left pending by a stopped process are never sent again on their own (Meta may have the message; the
     * Send API cannot be asked): they are shown failed with why. Their echo, if Meta sent it, makes them sent again.
     */
    async sweepInterrupted(): Promise<number> {
      const failed = await repository.failInterrupted(
        new Date(clock.now().getTime() - interruptedAfterMs),
        interruptedSendReason,
      );
      for (const row of failed)
        void deps.events.publish('inbox.message-stored', { conversationId: row.subscriberId, messageId: row.id });
      return failed.length;
    },
  };
}
export type SendService = ReturnType<typeof createSendService>;
