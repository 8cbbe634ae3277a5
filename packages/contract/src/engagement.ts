import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { messengerLimits } from './replies.ts';

/**
 * Page commenter and likes (spec section 4). Both are page features an admin grants (slugs `comments` and
 * `likes`); the owner turns each on once, with a confirmation, and cannot turn it off again.
 * - Likes: the page likes every comment people leave on its posts.
 * - Page commenter: on the posts it is enabled on, the page answers every top-level comment that no campaign
 *   answered publicly, with one of its texts. It stays on for the page's two latest posts only: enabling it on a
 *   post turns it off on older ones.
 */
export const engagementFeatures = ['comments', 'likes'] as const;
export const engagementFeatureSchema = z.enum(engagementFeatures);
export type EngagementFeature = z.infer<typeof engagementFeatureSchema>;

export const commenterPostLimit = 2;

const postIdSchema = z
  .string()
  .trim()
  .regex(/^\d+(_\d+)?$/)
  .describe("Meta's post id");

export const pageCommentInputSchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('confirm'), feature: engagementFeatureSchema })
    .describe('Turns the page commenter (`comments`) or likes on for the page, for good'),
  z
    .object({
      action: z.literal('enable'),
      post: postIdSchema,
      comments: z
        .array(z.string().trim().min(1).max(messengerLimits.textLength))
        .max(messengerLimits.publicRepliesPerCampaign)
        .default([])
        .describe('Texts the page answers with; one is picked per comment (at most 5, 3 recommended)'),
      comment_template_id: idSchema
        .nullable()
        .default(null)
        .describe('Use a saved comment template instead of comments'),
    })
    .describe('Turns the page commenter on for a post (and off on posts older than the two latest)'),
  z.object({ action: z.literal('disable'), post: postIdSchema }).describe('Turns the page commenter off for a post'),
]);
export type PageCommentInput = z.infer<typeof pageCommentInputSchema>;

export const commenterPostSchema = z.object({
  post: z.string(),
  post_created_time: z.string(),
  enabled: z.boolean(),
  comments: z.array(z.string()),
  comment_template_id: z.number().nullable(),
  enabled_at: z.string(),
  disabled_at: z.string().nullable(),
  sent: z.number().describe('Comments the page commenter answered on this post'),
  failed: z.number(),
});
export type CommenterPost = z.infer<typeof commenterPostSchema>;

const featureStateSchema = z.object({
  available: z.boolean().describe("The page's package includes the feature"),
  confirmed_at: z.string().nullable().describe('When the owner turned it on; it cannot be turned off'),
});

export const pageEngagementSchema = z.object({
  page_id: z.number(),
  commenter: featureStateSchema.extend({ posts: z.array(commenterPostSchema) }),
  likes: featureStateSchema.extend({ liked_this_month: z.number() }),
});
export type PageEngagement = z.infer<typeof pageEngagementSchema>;

export const engagementActionSchema = z.object({
  comment_id: z.string(),
  kind: z.enum(['commenter_reply', 'like_comment']),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'skipped']),
  message: z.string().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});

export const commenterPostDetailSchema = z.object({
  feature: featureStateSchema,
  post: commenterPostSchema.nullable().describe('Null when the page commenter was never enabled on this post'),
  recent: z
    .array(engagementActionSchema)
    .describe('The latest 50 answers on this post, with what Meta said when one failed'),
});
export type CommenterPostDetail = z.infer<typeof commenterPostDetailSchema>;
