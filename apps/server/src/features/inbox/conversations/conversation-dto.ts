import {
  messagingWindowAt,
  type InterfaceLocale,
  type Conversation,
  type InboxMessage,
  type Subscriber,
} from '@app/contract';
import { translate } from '../../../platform/i18n/messages.ts';
import { categorizeMetaError, metaErrorMessage } from '../../../platform/meta/meta-errors.ts';
import type { MessageView, SubscriberView } from './conversations.repository.ts';

/** Rows read through Drizzle carry Dates; the inbox's JSON views carry ISO texts already. */
type Time = Date | string;
type SubscriberFields = Omit<
  SubscriberView,
  'firstInteractionAt' | 'lastInteractionAt' | 'lastIncomingAt' | 'takenOverAt'
> & {
  firstInteractionAt: Time;
  lastInteractionAt: Time;
  lastIncomingAt: Time | null;
  takenOverAt: Time | null;
};
type MessageFields = Omit<MessageView, 'occurredAt'> & { occurredAt: Time };
const iso = (time: Time) => (typeof time === 'string' ? time : time.toISOString());

/** Stored as the failure of a send no answer from Meta came back for (the process stopped). */
export const interruptedSendReason = 'inbox-send-interrupted';

/** What the DTOs depend on besides the rows: the time, the language and whether HUMAN_AGENT may be used. */
export type DtoContext = { now: Date; locale: InterfaceLocale; humanAgent: boolean };

export function toSubscriberDto(row: SubscriberFields, context: DtoContext): Subscriber {
  const lastIncomingAt = typeof row.lastIncomingAt === 'string' ? new Date(row.lastIncomingAt) : row.lastIncomingAt;
  const window = messagingWindowAt(lastIncomingAt, context.now, context.humanAgent);
  return {
    id: row.id,
    channel: row.channel,
    account_id: (row.pageId ?? row.instagramAccountId)!,
    meta_user_id: row.metaUserId,
    name: row.name,
    picture_url: row.pictureUrl,
    source: row.source,
    source_ref: row.sourceRef,
    labels: row.labels,
    fields: row.fields,
    first_interaction_at: iso(row.firstInteractionAt),
    last_interaction_at: iso(row.lastInteractionAt),
    last_incoming_at: row.lastIncomingAt === null ? null : iso(row.lastIncomingAt),
    window: { state: window.state, closes_at: window.closesAt?.toISOString() ?? null },
  };
}

/** Meta's refusal in the reader's language, with Meta's own words where no sentence of ours is more precise. */
export function failureText(
  row: Pick<MessageFields, 'status' | 'errorCode' | 'errorSubcode' | 'errorMessage'>,
  locale: InterfaceLocale,
): string | null {
  if (row.status !== 'failed') return null;
  if (row.errorCode === null && row.errorMessage === interruptedSendReason)
    return translate(locale, interruptedSendReason);
  const message = row.errorMessage ?? '';
  const code = row.errorCode ?? undefined;
  const subcode = row.errorSubcode ?? undefined;
  const category = categorizeMetaError(code, subcode, 400, message);
  return metaErrorMessage(locale, { code, subcode, category, message }, '');
}

export function toMessageDto(row: MessageFields, locale: InterfaceLocale): InboxMessage {
  return {
    id: row.id,
    conversation_id: row.subscriberId,
    direction: row.direction,
    kind: row.kind,
    author: row.author,
    text: row.text,
    attachments: row.attachments,
    meta_message_id: row.metaMessageId,
    story: row.story ?? null,
    postback_payload: row.postbackPayload,
    status: row.status,
    error: failureText(row, locale),
    tag: row.tag,
    agent_name: row.agentName,
    arrived_late: row.arrivedLate === true,
    created_at: iso(row.occurredAt),
  };
}

export function toConversationDto(
  row: SubscriberFields,
  lastMessage: MessageFields | null,
  context: DtoContext,
): Conversation {
  return {
    id: row.id,
    subscriber: toSubscriberDto(row, context),
    last_message: lastMessage ? toMessageDto(lastMessage, context.locale) : null,
    unread_count: row.unreadCount,
    started_by_comment: row.startedByComment ?? null,
    taken_over: row.takenOverAt !== null,
  };
}
