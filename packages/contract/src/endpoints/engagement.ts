import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { commenterPostDetailSchema, pageCommentInputSchema, pageEngagementSchema } from '../engagement.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { pagePathParams } from './common.ts';

const routes = apiRoutes.engagement;
const tags = ['replies'];
const errors = [401, 403, 404, 422] as const;

export const engagementEndpoints = {
  pageState: defineEndpoint(routes.pageState, {
    tags,
    summary:
      "The page commenter and likes of a page: whether the package has them, when they were turned on, the commenter's posts",
    params: pagePathParams,
    response: pageEngagementSchema,
    errors,
  }),
  commenterPost: defineEndpoint(routes.commenterPost, {
    tags,
    summary:
      "The page commenter on one post (page in the page-id header): its texts, counts and latest answers with Meta's errors",
    params: z.object({
      postId: z
        .string()
        .max(100)
        .regex(/^\d+(_\d+)?$/)
        .describe("Meta's post id"),
    }),
    response: commenterPostDetailSchema,
    errors,
  }),
  change: defineEndpoint(routes.change, {
    tags,
    summary: 'Turn the page commenter or likes on for good (confirm), or turn the page commenter on or off for a post',
    description:
      'Once confirmed, the page commenter and likes cannot be turned off. The commenter stays on for the two latest posts it is enabled on: enabling it on a newer post turns it off on the oldest; enabling it on a post older than those two is refused (422).',
    body: pageCommentInputSchema,
    response: pageEngagementSchema,
    errors,
  }),
};
