import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  instagramMediaIdSchema,
  instagramPostsQuerySchema,
  instagramPostsSchema,
  processCommentBodySchema,
  processCommentResponseSchema,
} from '../instagram-posts.ts';

const routes = apiRoutes.instagramReplies;
const tags = ['replies'];
const errors = [401, 403, 404, 422] as const;

export const instagramRepliesEndpoints = {
  posts: defineEndpoint(routes.posts, {
    tags,
    summary: "The Instagram account's posts and reels (account in the insta-id header), newest first, read from Meta",
    description: 'The account must have a reply feature; 422 without the insta-id header.',
    query: instagramPostsQuerySchema,
    response: instagramPostsSchema,
    errors,
  }),
  processComment: defineEndpoint(routes.processComment, {
    tags,
    summary: 'Turn comments on an Instagram post on or off (account in the insta-id header)',
    description: "Meta's `POST /{ig-media-id}?comment_enabled=`; a post not of the account is not found.",
    params: z.object({ mediaId: instagramMediaIdSchema }),
    body: processCommentBodySchema,
    response: processCommentResponseSchema,
    errors,
  }),
};
