import type { SimulatedCall } from '@app/meta-sim/client';

/** Graph calls the product makes, with the request and answer fields the tests read back from the call log. */
export type PublicReplyCall = SimulatedCall<{ message: string }, { id: string }>;

type PrivateReplyAnswer = { recipient_id: string; message_id: string };
type CommentRecipient = { comment_id: string };

export type PrivateTextReplyCall = SimulatedCall<
  { recipient: CommentRecipient; message: { text: string } },
  PrivateReplyAnswer
>;

export type PrivateTemplateReplyCall = SimulatedCall<
  {
    recipient: CommentRecipient;
    message: {
      attachment: {
        type: 'template';
        payload: { template_type: string; text?: string; buttons?: unknown[]; elements: Record<string, unknown>[] };
      };
    };
  },
  PrivateReplyAnswer
>;
