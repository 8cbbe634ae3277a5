import type { AppLogger } from '../../../platform/logger.ts';
import type { InboxRepository } from '../inbox.repository.ts';
import type { InboxEvents } from '../inbox-events.ts';
import type { ProfileRequester } from './message-ingest.ts';

/** A private reply Meta accepted: who got it (Meta's PSID answer) and for which comment. */
export type PrivateReplySent = {
  pageId: number;
  recipientId: string;
  messageId: string;
  commentId: string;
  postId: string | null;
  trailId: number | null;
  message: Record<string, unknown>;
  at: Date;
};

/** The commenter becomes a subscriber whose conversation starts with the comment and the campaign's message. */
export function createPrivateReplyRecorder(deps: {
  repository: InboxRepository;
  events: InboxEvents;
  logger: AppLogger;
  requestProfile: ProfileRequester;
}) {
  const { repository, events } = deps;
  return async function recordPrivateReply(sent: PrivateReplySent): Promise<void> {
    const trail = repository.trailComment(sent.trailId, sent.commentId, sent.postId);
    const stored = await repository.storeMessage(
      {
        account: { channel: 'messenger', pageId: sent.pageId, instagramAccountId: null },
        metaUserId: sent.recipientId,
        source: 'comment',
        sourceRef: sent.commentId,
        at: sent.at,
      },
      {
        direction: 'out',
        kind: 'private_reply',
        author: 'campaign',
        text: typeof sent.message.text === 'string' ? sent.message.text : null,
        attachments: [],
        metaMessageId: sent.messageId,
        story: null,
        postbackPayload: null,
      },
      // The commenter's name comes with the comment; Meta's profile is read at their first message.
      { replace: true, startedByComment: trail.startedByComment, name: trail.name },
    );
    if (!stored) return;
    events.publish({ type: 'message', conversationId: stored.subscriber.id, messageId: stored.messageId });
  };
}
export type RecordPrivateReply = ReturnType<typeof createPrivateReplyRecorder>;
