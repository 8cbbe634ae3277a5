import { z } from 'zod';
import { metaCursorQuery } from './http/meta-paging.ts';

/** Instagram media ids as Meta gives them: digits only, bounded like the other Meta ids of the contract. */
export const instagramMediaIdSchema = z
  .string()
  .regex(/^\d{1,25}$/)
  .describe("Meta's Instagram media id");

export const instagramPostsQuerySchema = metaCursorQuery(24);

export const instagramPostSchema = z.object({
  id: instagramMediaIdSchema,
  caption: z.string().nullable(),
  media_type: z.string().describe('IMAGE, VIDEO or CAROUSEL_ALBUM'),
  media_url: z.string().nullable().describe('The picture to show: the thumbnail of a video, the media otherwise'),
  permalink: z.string().nullable(),
  timestamp: z.string().nullable(),
  comments_count: z.number().int().nullable(),
  comment_enabled: z.boolean(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const instagramPostsSchema = z.object({
  posts: z.array(instagramPostSchema),
  next: z.string().nullable().describe('Cursor of the next page, or null on the last one'),
});
export type InstagramPosts = z.infer<typeof instagramPostsSchema>;

export const processCommentBodySchema = z.object({
  comment_enabled: z.boolean().describe('Whether people may comment on the post'),
});
export type ProcessCommentBody = z.infer<typeof processCommentBodySchema>;

export const processCommentResponseSchema = z.object({
  post: z.object({ id: instagramMediaIdSchema, comment_enabled: z.boolean() }),
});
