import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { outboundMessageStatuses } from './inbox-limits.ts';
import { storyQuickReplyReasons } from './story-quick-reply-reasons.ts';

export * from './story-quick-reply-reasons.ts';

/** Meta's limit for the text of an Instagram Direct message (Send API). */
export const instagramDirectTextLength = 1000;

const keyword = z.string().trim().min(1).max(100);

/** The keywords of a story reply answer: Arabic-aware, an empty list answers every reply. */
export const storyReplyKeywordsSchema = z
  .array(keyword)
  .max(50)
  .default([])
  .describe('Answer only replies containing one of these (Arabic-aware); empty answers every reply');

/** The text of a story answer, an Instagram Direct message. */
export const storyAnswerTextSchema = z
  .string()
  .trim()
  .max(instagramDirectTextLength)
  .default('')
  .describe('The message sent back; required when the answer is enabled');

/** An uploaded image sent before the text. */
export const storyAnswerMediaIdSchema = idSchema
  .nullable()
  .default(null)
  .describe('An uploaded image (POST /api/posts/media) sent before the text, or null for text only');

const quickReplyFields = {
  enabled: z.boolean().describe('Answer every incoming story mention or reply of the account'),
  text: storyAnswerTextSchema,
  media_id: storyAnswerMediaIdSchema,
  once_per_story: z
    .boolean()
    .default(true)
    .describe('true: once per person per story; false: every mention or reply is answered'),
};

export const requireTextWhenEnabled = (body: { enabled: boolean; text: string }, ctx: z.RefinementCtx) => {
  if (body.enabled && body.text.length === 0)
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'required', params: { rule: 'required' } });
};

export const storyMentionQuickReplyBodySchema = z.object(quickReplyFields).superRefine(requireTextWhenEnabled);
export type StoryMentionQuickReplyBody = z.infer<typeof storyMentionQuickReplyBodySchema>;

export const storyReplyQuickReplyBodySchema = z
  .object({
    ...quickReplyFields,
    keywords: storyReplyKeywordsSchema,
  })
  .superRefine(requireTextWhenEnabled);
export type StoryReplyQuickReplyBody = z.infer<typeof storyReplyQuickReplyBodySchema>;

export const storyQuickReplySchema = z.object({
  kind: z.enum(['story_mention', 'story_reply']),
  enabled: z.boolean(),
  text: z.string(),
  media: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  keywords: z.array(z.string()).describe('Story replies only; always empty for mentions'),
  once_per_story: z.boolean(),
  updated_at: z.string().nullable().describe('null until the quick reply is first saved'),
});
export type StoryQuickReply = z.infer<typeof storyQuickReplySchema>;

export const storyQuickReplyTrailItemSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  person: z.object({ meta_user_id: z.string(), name: z.string().nullable() }),
  story_url: z.string().nullable(),
  incoming_text: z.string().nullable(),
  status: z.enum([...outboundMessageStatuses, 'skipped']).describe('pending, sent and failed are the answer’s own'),
  reason: z.enum(storyQuickReplyReasons).nullable().describe('Why nothing was sent (skipped)'),
  error: z.string().nullable().describe("A failed answer's reason in the request's language"),
  sent_message_id: z.string().nullable(),
  received_at: z.string(),
});
export type StoryQuickReplyTrailItem = z.infer<typeof storyQuickReplyTrailItemSchema>;

export const storyQuickReplyResponseSchema = z.object({
  quick_reply: storyQuickReplySchema,
  trail: z.array(storyQuickReplyTrailItemSchema).describe('The latest 50 answered or skipped, newest first'),
});
export type StoryQuickReplyResponse = z.infer<typeof storyQuickReplyResponseSchema>;

export const saveStoryQuickReplyResponseSchema = z.object({ quick_reply: storyQuickReplySchema });
