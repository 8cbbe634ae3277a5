import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { instagramMediaIdSchema } from './instagram-posts.ts';
import { instagramDirectTextLength } from './story-quick-replies.ts';

/** A customer of the demo is a name: the same name is the same person (one Meta user id) on a page or account. */
export const demoCustomerNameLength = 50;

const customer = z
  .string()
  .trim()
  .min(1)
  .max(demoCustomerNameLength)
  .describe('The customer acting: the same name is the same person (same Meta user id) on this page or account');

const messageText = z.string().trim().min(1).max(2000);

export const demoCommentBodySchema = z.object({
  customer,
  post_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}_\d{1,20}$/)
    .describe("One of the page's posts, Meta's id"),
  message: z.string().trim().min(1).max(8000).describe('The comment'),
});

export const demoInstagramCommentBodySchema = z.object({
  customer,
  media_id: instagramMediaIdSchema.describe("One of the account's posts, Meta's media id"),
  message: z.string().trim().min(1).max(2200).describe('The comment'),
});

export const demoMessageBodySchema = z.object({ customer, text: messageText.describe('The direct message') });

export const demoQuickRepliesQuerySchema = z.object({ customer });

export const demoQuickReplyPressBodySchema = z.object({
  customer,
  payload: z
    .string()
    .min(1)
    .max(1000)
    .describe('The payload of a quick reply or an ice breaker the page offers this customer'),
});

export const demoStoryActionBodySchema = z.object({
  customer,
  kind: z
    .enum(['mention', 'reply'])
    .describe("A mention of the account in the customer's story, or a reply to its story"),
  text: z
    .string()
    .trim()
    .max(instagramDirectTextLength)
    .default('')
    .describe("The reply's text (a story reply needs one)"),
});

const sentFields = {
  customer_id: z.string().describe("The customer's Meta user id on this page or account"),
  /** Null while the product has not stored the conversation yet (the webhook is handled a moment later). */
  conversation_id: idSchema.nullable().describe('The inbox conversation, once the product has stored it'),
};

export const demoCommentResponseSchema = z.object({
  customer_id: sentFields.customer_id,
  comment_id: z.string().describe("Meta's id of the comment"),
});

export const demoMessageResponseSchema = z.object({ ...sentFields, mid: z.string().describe("Meta's message id") });

export const demoStoryActionResponseSchema = z.object({
  ...sentFields,
  mid: z.string(),
  story_id: z.string().nullable().describe('The story replied to, made for the demo when the account had none'),
});

export const demoQuickRepliesResponseSchema = z.object({
  conversation_id: idSchema.nullable(),
  quick_replies: z
    .array(z.object({ title: z.string(), payload: z.string() }))
    .describe("The quick replies under the page's last message to this customer: empty when it offered none"),
  ice_breakers: z
    .array(z.object({ question: z.string(), payload: z.string() }))
    .describe("The page's ice breakers, which Messenger shows a customer who has never written: empty afterwards"),
});

export type DemoCommentBody = z.infer<typeof demoCommentBodySchema>;
export type DemoInstagramCommentBody = z.infer<typeof demoInstagramCommentBodySchema>;
export type DemoMessageBody = z.infer<typeof demoMessageBodySchema>;
export type DemoQuickReplyPressBody = z.infer<typeof demoQuickReplyPressBodySchema>;
export type DemoStoryActionBody = z.infer<typeof demoStoryActionBodySchema>;
export type DemoQuickReplies = z.infer<typeof demoQuickRepliesResponseSchema>;
export type DemoMessageSent = z.infer<typeof demoMessageResponseSchema>;
