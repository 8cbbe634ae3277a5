import { homeEndpoints as endpoints } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireInstagramAccount } from '../../platform/http/request-context.ts';
import type { HomeService } from './home.service.ts';

/** The current page's (page-id header) or Instagram account's (insta-id header): the request context checked the caller owns it. */
export function homeRoutes(router: EndpointRouter, { home }: { home: HomeService }) {
  router.route(endpoints.home, ({ query, context }) => {
    if (query.channel === 'instagram') return home.home({ kind: 'instagram', id: requireInstagramAccount(context) });
    if (context.pageId === null)
      throw new AppError('validation', { messageKey: 'page-required', fieldErrors: { 'page-id': ['page-required'] } });
    return home.home({ kind: 'page', id: context.pageId });
  });
}
