import { z } from 'zod';
import {
  commenterPostDetailSchema,
  errorBodySchema,
  pageCommentInputSchema,
  pageEngagementSchema,
} from '@app/contract';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import type { EngagementService } from './engagement.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export async function engagementRoutes(app: ZodApp, { engagement }: { engagement: EngagementService }) {
  app.get('/api/pages/page-commenter/:pageId', {
    schema: {
      tags: ['replies'],
      summary:
        "The page commenter and likes of a page: whether the package has them, when they were turned on, the commenter's posts",
      params: z.object({ pageId: z.coerce.number().int().positive() }),
      response: { 200: pageEngagementSchema, ...errors },
    },
    // The request context checked that the caller owns the page in the path.
    handler: (request) => engagement.state(request.context.pageId),
  });

  app.get('/api/facebook/reply/page-commenter/:postId', {
    schema: {
      tags: ['replies'],
      summary:
        "The page commenter on one post (page in the page-id header): its texts, counts and latest answers with Meta's errors",
      params: z.object({ postId: z.string().regex(/^\d+(_\d+)?$/) }),
      response: { 200: commenterPostDetailSchema, ...errors },
    },
    handler: (request) => engagement.postDetail(request.context.pageId, request.params.postId),
  });

  app.post('/api/facebook/reply/comment', {
    schema: {
      tags: ['replies'],
      summary:
        'Turn the page commenter or likes on for good (confirm), or turn the page commenter on or off for a post',
      description:
        'Once confirmed, the page commenter and likes cannot be turned off. The commenter stays on for the two latest posts it is enabled on: enabling it on a newer post turns it off on the oldest; enabling it on a post older than those two is refused (422).',
      body: pageCommentInputSchema,
      response: { 200: pageEngagementSchema, ...errors },
    },
    handler: (request) => engagement.change(request.context.pageId, request.body),
  });
}
