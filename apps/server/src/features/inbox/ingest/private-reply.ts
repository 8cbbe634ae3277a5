import { createTickBatcher } from '../../../platform/db/tick-batcher.ts';
import type { InboxRepository } from '../inbox.repository.ts';
import type { InboxEvents } from '../inbox-events.ts';

/** A private reply Meta accepted: who got it (Meta's PSID answer) and for which comment. */
export type PrivateReplySent = {
  /** Null for an Instagram account linked with Instagram Login (it sends with its own token). */
  pageId: number | null;
  /** The conversation is this Instagram account's (a reply to one of its comments), not the page's Messenger one. */
  instagramAccountId: number | null;
  recipientId: string;
  messageId: string;
  commentId: string;
  postId: string | null;
  trailId: number | null;
  message: Record<string, unknown>;
  /** Comment to DM: the flow the commenter enters when they answer. */
  flowId: number | null;
  at: Date;
};

/** A private reply stored in the inbox whose campaign starts a flow at the commenter's answer. */
export type AwaitFlowAnswer = (waiting: {
  pageId: number;
  subscriberId: number;
  flowId: number;
  at: Date;
}) => Promise<void>;

/** A product card private reply has no text: the conversation shows its cards' titles, one a line. */
function cardTitles(message: Record<string, unknown>): string | null {
  const attachment = message.attachment as { payload?: { elements?: Array<{ title?: unknown }> } } | undefined;
  const titles = (attachment?.payload?.elements ?? [])
    .map((element) => element.title)
    .filter((title): title is string => typeof title === 'string');
  return titles.length > 0 ? titles.join('\n') : null;
}

/** Private replies come at the campaigns' pace: they are stored together, a few times a second. */
const gatherMs = 200;

/**
 * The commenter becomes a subscriber whose conversation starts with the comment and the campaign's message.
 * The commenter's name comes with the comment; Meta's profile is read at their first message.
 */
export function createPrivateReplyRecorder(deps: {
  repository: InboxRepository;
  events: InboxEvents;
  awaitFlowAnswer: AwaitFlowAnswer | null;
}) {
  const { repository, events } = deps;
  const store = createTickBatcher(repository.storePrivateReplies, { delayMs: gatherMs });
  return async function recordPrivateReply(sent: PrivateReplySent): Promise<void> {
    const stored = await store({
      page_id: sent.pageId,
      instagram_account_id: sent.instagramAccountId,
      meta_user_id: sent.recipientId,
      meta_message_id: sent.messageId,
      comment_id: sent.commentId,
      post_id: sent.postId,
      trail_id: sent.trailId,
      text: typeof sent.message.text === 'string' ? sent.message.text : cardTitles(sent.message),
      at: sent.at,
    });
    if (!stored) return;
    void events.publish('inbox.message-stored', { conversationId: stored.subscriberId, messageId: stored.messageId });
    if (deps.awaitFlowAnswer && sent.flowId !== null && sent.instagramAccountId === null && sent.pageId !== null)
      await deps.awaitFlowAnswer({
        pageId: sent.pageId,
        subscriberId: stored.subscriberId,
        flowId: sent.flowId,
        at: sent.at,
      });
  };
}
export type RecordPrivateReply = ReturnType<typeof createPrivateReplyRecorder>;
