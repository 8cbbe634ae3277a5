import { z } from 'zod';
import { metaCursorQuery } from './http/meta-paging.ts';

/**
 * Hiding a comment from the screens (the trail): Meta hides it from everyone but its author and their friends, and
 * showing it again is one click, so no confirmation is asked. A page cannot hide its own comments, nor an Instagram
 * account its own.
 */
export const commentVisibilityParams = z.object({
  commentId: z
    .string()
    .max(100)
    .regex(/^\d+(_\d+)?$/)
    .describe("Meta's comment id exactly as the trail shows it"),
});

export const commentVisibilityInputSchema = z.object({
  hidden: z.boolean().describe('true hides the comment, false shows it again'),
  post_id: z
    .string()
    .regex(/^\d{1,25}(_\d{1,25})?$/)
    .optional()
    .describe('The post the comment is on, as the posts screen lists it (needed for a comment not in the trail)'),
});
export type CommentVisibilityInput = z.infer<typeof commentVisibilityInputSchema>;

export const commentVisibilitySchema = z.object({
  comment_id: z.string(),
  hidden: z.boolean(),
});
export type CommentVisibility = z.infer<typeof commentVisibilitySchema>;

/** A Facebook post id as Meta gives it (`{page-id}_{post-id}`), bounded like the other Meta ids of the contract. */
export const facebookPostIdSchema = z
  .string()
  .regex(/^\d{1,25}_\d{1,25}$/)
  .describe("Meta's post id, `{page-id}_{post-id}`");

export const postCommentsQuerySchema = metaCursorQuery(25);

/** One comment on a post as Meta returns it, with whether it is hidden. */
export const postCommentSchema = z.object({
  id: z.string(),
  author: z.string().nullable().describe("The commenter's name (Facebook) or username (Instagram), when Meta shows it"),
  text: z.string(),
  created_time: z.string().nullable(),
  hidden: z.boolean(),
  /** The page's or account's own comment: Meta never hides it. */
  own: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postCommentsSchema = z.object({
  comments: z.array(postCommentSchema),
  next: z.string().nullable().describe('Cursor of the next page, or null on the last one'),
});
export type PostComments = z.infer<typeof postCommentsSchema>;
