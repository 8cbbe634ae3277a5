import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import {
  facebookPostTypes,
  firstCommentStatuses,
  instagramPostTypes,
  postNetworks,
  postProblemCodes,
  postStatuses,
  postTargetStatuses,
  publishingLimits,
  scheduleTypes,
} from './publishing-limits.ts';
import { uploadKinds } from './uploads.ts';

export * from './publishing-limits.ts';

const instant = z.iso.datetime({ offset: true }).describe('An instant (ISO 8601 with offset); stored in UTC');

/** An uploaded image or video, kept in the blob store; posts name it by id. */
export const mediaFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'video']),
  extension: z.string(),
  url: z.string().describe('Public address Meta fetches the file from'),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string(),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** An uploaded attachment of a message: any format of spec section 5, stored like a post's media. */
export const attachmentFileSchema = mediaFileSchema.extend({ kind: z.enum(uploadKinds) });
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

const postText = (max: number) => z.string().trim().max(max);

/**
 * The Facebook poster form (spec section 3): message, fb_preset_id, pages, reply_message, schedule_type (default
 * now), schedule_time, template_id, type (default message), files (uploaded media ids, in order).
 */
export const facebookPostInputSchema = z.object({
  network: z.literal('facebook'),
  id: idSchema.optional().describe('Edit this post (only while none of its targets is published)'),
  message: postText(publishingLimits.facebookTextLength).default(''),
  fb_preset_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/)
    .nullish()
    .describe('Status background; text of 130 characters at most'),
  pages: z.array(idSchema).min(1).max(publishingLimits.targetsPerPost).describe('Our page ids'),
  reply_message: postText(publishingLimits.firstCommentLength).nullish().describe('First comment under the new post'),
  schedule_type: z.enum(scheduleTypes).default('now'),
  schedule_time: instant.nullish().describe('Required when schedule_type is scheduled'),
  template_id: idSchema.nullish(),
  type: z.enum(facebookPostTypes).default('message'),
  link: z.url().max(2000).nullish().describe('For type link'),
  files: z.array(idSchema).max(publishingLimits.facebookPhotosPerPost).default([]),
});
export type FacebookPostInput = z.infer<typeof facebookPostInputSchema>;

/** The Instagram post form (spec section 3): caption, files, reply_message, schedule_type, schedule_time, template_id. */
export const instagramPostInputSchema = z.object({
  network: z.literal('instagram'),
  id: idSchema.optional(),
  caption: postText(publishingLimits.instagramCaptionLength).default(''),
  accounts: z.array(idSchema).min(1).max(publishingLimits.targetsPerPost).describe('Our Instagram account ids'),
  type: z.enum(instagramPostTypes).default('image'),
  files: z.array(idSchema).max(publishingLimits.carouselMaxItems).default([]),
  reply_message: postText(publishingLimits.firstCommentLength).nullish(),
  schedule_type: z.enum(scheduleTypes).default('now'),
  schedule_time: instant.nullish(),
  template_id: idSchema.nullish(),
});
export type InstagramPostInput = z.infer<typeof instagramPostInputSchema>;

export const postInputSchema = z.discriminatedUnion('network', [facebookPostInputSchema, instagramPostInputSchema]);
export type PostInput = z.infer<typeof postInputSchema>;

/** Something that would stop (error) or hurt (warning) the post, found before it is due. */
export const postProblemSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.enum(postProblemCodes),
  target_id: z.number().int().nullable().describe('The page or Instagram account it concerns; null for the post'),
  target_name: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  meta_message: z.string().nullable().default(null).describe("Meta's own message, shown as is"),
});
export type PostProblem = z.infer<typeof postProblemSchema>;

export const postTargetSchema = z.object({
  id: z.number().int(),
  network: z.enum(postNetworks),
  target_id: z.number().int().describe('Our page id (facebook) or Instagram account id'),
  name: z.string(),
  meta_id: z.string().describe("The page's or account's id on Meta"),
  status: z.enum(postTargetStatuses),
  meta_post_id: z.string().nullable().describe("Meta's id of the published post, exactly as Meta gave it"),
  permalink: z.string().nullable(),
  published_at: z.string().nullable(),
  first_comment_status: z.enum(firstCommentStatuses),
  first_comment_id: z.string().nullable(),
  error: postProblemSchema.nullable().describe("Why it was not published: a translated code and Meta's message"),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  network: z.enum(postNetworks),
  type: z.enum([...facebookPostTypes, ...instagramPostTypes]),
  message: z.string().describe('The text (Facebook) or caption (Instagram)'),
  link: z.string().nullable(),
  fb_preset_id: z.string().nullable(),
  reply_message: z.string().nullable(),
  schedule_type: z.enum(scheduleTypes),
  scheduled_at: z.string().describe('When it is (or was) due, UTC'),
  template_id: z.number().int().nullable(),
  media: z.array(mediaFileSchema),
  status: z.enum(postStatuses),
  targets: z.array(postTargetSchema),
  warnings: z.array(postProblemSchema).default([]),
  editable: z.boolean().describe('No target published or publishing yet'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z.object({
  network: z.enum(postNetworks).optional(),
  status: z
    .enum([...postStatuses, 'upcoming', 'done'] as const)
    .optional()
    .describe('upcoming: not yet published; done: published or failed'),
  page_id: idSchema.optional(),
  instagram_account_id: idSchema.optional(),
  from: instant.optional().describe('Due at or after'),
  to: instant.optional().describe('Due before'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(publishingLimits.listLimit).default(50),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListSchema = z.object({ posts: z.array(postSchema), total: z.number().int() });

export const rescheduleBodySchema = z.object({ scheduled_at: instant });

export const preflightResultSchema = z.object({ problems: z.array(postProblemSchema) });

export const postTemplateInputSchema = z.object({
  id: idSchema.optional(),
  network: z.enum(postNetworks),
  name: z.string().trim().min(1).max(100),
  message: postText(publishingLimits.facebookTextLength).default(''),
  fb_preset_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/)
    .nullish(),
  reply_message: postText(publishingLimits.firstCommentLength).nullish(),
  files: z.array(idSchema).max(publishingLimits.carouselMaxItems).default([]),
});
export type PostTemplateInput = z.infer<typeof postTemplateInputSchema>;

export const postTemplateSchema = z.object({
  id: z.number().int(),
  network: z.enum(postNetworks),
  name: z.string(),
  message: z.string(),
  fb_preset_id: z.string().nullable(),
  reply_message: z.string().nullable(),
  media: z.array(mediaFileSchema),
  created_at: z.string(),
});
export type PostTemplate = z.infer<typeof postTemplateSchema>;

/** A post scheduled on Meta itself (Business Suite, another tool), listed on `fb-scheduled-posts`. */
export const nativeScheduledPostSchema = z.object({
  id: z.string().describe("Meta's post id, exactly as Meta gave it"),
  message: z.string().nullable(),
  scheduled_publish_time: z.string().describe('UTC'),
  permalink: z.string().nullable(),
  picture: z.string().nullable(),
});
export const nativeScheduledPostsSchema = z.object({ posts: z.array(nativeScheduledPostSchema) });

export const metaPostIdParams = z.object({
  pageId: idSchema.describe('Our page id'),
  postId: z
    .string()
    .regex(/^\d{1,25}_\d{1,25}$/)
    .describe("Meta's post id ({page-id}_{post-id})"),
});

export const instagramStorySchema = z.object({
  id: z.string(),
  media_type: z.string(),
  media_url: z.string().nullable(),
  permalink: z.string().nullable(),
  timestamp: z.string(),
  caption: z.string().nullable(),
});
export const instagramStoriesSchema = z.object({ stories: z.array(instagramStorySchema) });
export type InstagramStory = z.infer<typeof instagramStorySchema>;

export const hashtagSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u))
    .describe('One hashtag, with or without #'),
  kind: z.enum(['top', 'recent']).default('top'),
});

export const hashtagMediaSchema = z.object({
  id: z.string(),
  caption: z.string().nullable(),
  media_type: z.string(),
  media_url: z.string().nullable(),
  permalink: z.string().nullable(),
  timestamp: z.string().nullable(),
  like_count: z.number().int().nullable(),
  comments_count: z.number().int().nullable(),
});

export const hashtagUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  hashtags: z.array(z.object({ name: z.string(), searched_at: z.string(), frees_at: z.string() })),
});

export const hashtagSearchSchema = z.object({
  hashtag: z.object({ id: z.string(), name: z.string() }),
  media: z.array(hashtagMediaSchema),
  usage: hashtagUsageSchema,
});
