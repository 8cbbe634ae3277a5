import { engagementEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { EngagementService } from './engagement.service.ts';

export function engagementRoutes(router: EndpointRouter, { engagement }: { engagement: EngagementService }) {
  // The request context checked that the caller owns the page in the path or the header.
  router.route(endpoints.pageState, ({ context }) => engagement.state(context.pageId));
  router.route(endpoints.commenterPost, ({ context, params }) => engagement.postDetail(context.pageId, params.postId));
  router.route(endpoints.change, ({ context, body }) => engagement.change(context.pageId, body));
}
