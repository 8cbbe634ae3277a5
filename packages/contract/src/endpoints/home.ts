import { apiRoutes } from '../api-routes.ts';
import { homeQuerySchema, homeSchema } from '../home.ts';
import { defineEndpoint } from '../http/endpoint.ts';

export const homeEndpoints = {
  home: defineEndpoint(apiRoutes.home.home, {
    tags: ['home'],
    summary: 'The home of the current page (page-id header) or Instagram account (insta-id header)',
    description:
      'This business week against the last (weeks start on Saturday in the business time zone), read from daily rollups: comments answered, private replies, messages, bot answers, posts published and orders; the comment-to-order funnel; the next scheduled posts; the campaigns that need attention; the plan and its expiry.',
    query: homeQuerySchema,
    response: homeSchema,
    errors: [401, 403, 404, 422],
  }),
};
