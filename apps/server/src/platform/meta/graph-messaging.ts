import type { GraphClient, GraphHost } from './graph-client.ts';
import type { TemplateAttachment } from './messenger-templates.ts';

/**
 * The page a message is sent from (Messenger and Instagram Direct both go through the page and its token), or an
 * account linked with Instagram Login (`metaPageId` its own id, `host` instagram: graph.instagram.com).
 */
export type MessagingCaller = { metaPageId: string; token: string; limitKey: string; host?: GraphHost };

/** Meta's quick replies under a message: each press comes back as a message with its payload. */
export type OutgoingQuickReply = { content_type: 'text'; title: string; payload: string };

export type OutgoingContent =
  | { text: string; quick_replies?: OutgoingQuickReply[] }
  | { attachment: { type: 'image' | 'video' | 'audio' | 'file'; payload: { url: string; is_reusable: false } } }
  | { attachment: TemplateAttachment };

export type SendMessageRequest = {
  recipientId: string;
  message: OutgoingContent;
  /** HUMAN_AGENT after the 24-hour window; otherwise a RESPONSE. */
  tag: 'HUMAN_AGENT' | null;
  /** Echoed back by Meta in the message_echoes webhook: tells our own sends from the page's other ones. */
  metadata: string;
};

export type SenderAction = 'typing_on' | 'typing_off' | 'mark_seen';

/** Typed Send API calls (reference section 4): messages and sender actions. */
export function createGraphMessaging(client: GraphClient) {
  return {
    send: (caller: MessagingCaller, request: SendMessageRequest) =>
      client.request<{ recipient_id: string; message_id: string }>({
        method: 'POST',
        path: `/${caller.metaPageId}/messages`,
        token: caller.token,
        limitKey: caller.limitKey,
        host: caller.host,
        body: {
          recipient: { id: request.recipientId },
          messaging_type: request.tag ? 'MESSAGE_TAG' : 'RESPONSE',
          ...(request.tag ? { tag: request.tag } : {}),
          message: { ...request.message, metadata: request.metadata },
        },
      }),
    senderAction: (caller: MessagingCaller, recipientId: string, action: SenderAction) =>
      client.request<{ recipient_id: string }>({
        method: 'POST',
        path: `/${caller.metaPageId}/messages`,
        token: caller.token,
        limitKey: caller.limitKey,
        host: caller.host,
        body: { recipient: { id: recipientId }, sender_action: action },
      }),
  };
}
export type GraphMessaging = ReturnType<typeof createGraphMessaging>;
