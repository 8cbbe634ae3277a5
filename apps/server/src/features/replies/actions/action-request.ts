import { z } from 'zod';
import { versionedJson } from '../../../platform/db/versioned-json.ts';

/**
 * `outbound_actions.request`: what to send to Meta. Every action names the comment; a public reply or the page
 * commenter's answer has a message, a private reply a Send API message (or the store items of its product cards), and the page commenter's actions the
 * post (the engagement screens count per post with `request ->> 'postId'`). Instagram replies name the account.
 */
export const actionRequestSchema = z.object({
  commentId: z.string(),
  postId: z.string().optional(),
  message: z.string().optional(),
  messengerMessage: z.record(z.string(), z.unknown()).optional(),
  /** Product cards: built when sent, each "Order" link issued for the recipient Meta names in its answer. */
  productItemIds: z.array(z.number()).optional(),
  /** Comment to DM: the flow the commenter enters when they answer this private reply. */
  flowId: z.number().optional(),
  /** A reply to an Instagram comment: the account whose comment it is (ours and Meta's id), sent by its page. */
  instagram: z.object({ accountId: z.number(), metaAccountId: z.string() }).optional(),
});
export type ActionRequest = z.infer<typeof actionRequestSchema>;

export const actionRequestJson = versionedJson(actionRequestSchema);
