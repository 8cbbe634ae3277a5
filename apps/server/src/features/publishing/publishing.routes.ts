import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { PublishingService } from './publishing.service.ts';

export function publishingRoutes(router: EndpointRouter, { publishing }: { publishing: PublishingService }) {
  void router;
  void publishing;
}
