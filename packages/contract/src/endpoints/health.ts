import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { healthSchema } from '../health.ts';
import { defineEndpoint } from '../http/endpoint.ts';

const routes = apiRoutes.health;

export const healthEndpoints = {
  status: defineEndpoint(routes.status, {
    tags: ['health'],
    summary: 'Readiness and which Meta platform the product talks to',
    description: 'Answers 503 {status: "starting"} until start-up work (such as linking the demo pages) is done.',
    response: healthSchema,
    otherResponses: { 503: z.object({ status: z.literal('starting') }) },
    errors: [],
  }),
};
