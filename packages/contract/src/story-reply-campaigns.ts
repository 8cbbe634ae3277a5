import { z } from 'zod';
import { instagramMediaIdSchema } from './instagram-posts.ts';
import { formBoolean } from './replies.ts';
import {
  requireTextWhenEnabled,
  storyAnswerMediaIdSchema,
  storyAnswerTextSchema,
  storyQuickReplyTrailItemSchema,
  storyReplyKeywordsSchema,
} from './story-quick-replies.ts';

export const storyIdParams = z.object({ storyId: instagramMediaIdSchema.describe("Meta's id of the account's story") });

/** The form of a campaign on one story's replies (multipart: lists as JSON text, booleans as text). */
export const storyReplyCampaignBodySchema = z
  .object({
    enabled: formBoolean
      .default(true)
      .describe("Answer the replies to this story (in place of the account's story reply quick reply)"),
    text: storyAnswerTextSchema,
    media_id: storyAnswerMediaIdSchema,
    keywords: storyReplyKeywordsSchema,
    once_per_story: formBoolean
      .default(true)
      .describe('true: once per person for this story; false: every reply is answered'),
  })
  .superRefine(requireTextWhenEnabled);
export type StoryReplyCampaignBody = z.infer<typeof storyReplyCampaignBodySchema>;

/** The story as Meta showed it when the campaign was saved: stories expire after 24 hours. */
export const storySnapshotSchema = z.object({
  media_type: z.string(),
  media_url: z.string().nullable(),
  permalink: z.string().nullable(),
  timestamp: z.string().nullable(),
  caption: z.string().nullable(),
});

export const storyReplyCampaignSchema = z.object({
  story_id: z.string().describe("Meta's story id, as given"),
  enabled: z.boolean(),
  text: z.string(),
  media: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  keywords: z.array(z.string()),
  once_per_story: z.boolean(),
  story: storySnapshotSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoryReplyCampaign = z.infer<typeof storyReplyCampaignSchema>;

export const storyReplyCountsSchema = z.object({
  received: z.number().int().describe('Replies people sent to the story'),
  answered: z.number().int().describe('Of them, answered by the campaign or the quick reply (sent)'),
});

export const storyReplyCampaignResponseSchema = z.object({
  campaign: storyReplyCampaignSchema.nullable().describe('null until a campaign is saved for the story'),
  counts: storyReplyCountsSchema,
  trail: z.array(storyQuickReplyTrailItemSchema).describe("The campaign's latest 50 answered or skipped, newest first"),
});
export type StoryReplyCampaignResponse = z.infer<typeof storyReplyCampaignResponseSchema>;

export const saveStoryReplyCampaignResponseSchema = z.object({ campaign: storyReplyCampaignSchema });

export const storyWithRepliesSchema = storySnapshotSchema.extend({
  id: z.string().describe("Meta's story id"),
  replies: storyReplyCountsSchema,
  campaign: z.object({ enabled: z.boolean() }).nullable().describe('The campaign on its replies, null when none'),
});
export type StoryWithReplies = z.infer<typeof storyWithRepliesSchema>;

export const storiesWithRepliesSchema = z.object({ stories: z.array(storyWithRepliesSchema) });
export type StoriesWithReplies = z.infer<typeof storiesWithRepliesSchema>;
