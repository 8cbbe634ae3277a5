import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idSchema } from '../http/ids.ts';
import { productCardOptionsSchema } from '../product-cards.ts';

const routes = apiRoutes.productCards;
const tags = ['orders'];

export const productCardsEndpoints = {
  options: defineEndpoint(routes.options, {
    tags,
    summary: "The page's visible store items a product card can show, and whether the page can send cards now",
    description:
      'A card needs the page’s web-view domain (its "Order" button opens the order form there) and a store with visible items; otherwise `ready` is false and `reason` says which is missing.',
    params: z.object({ pageId: idSchema.describe('Our page id') }),
    response: productCardOptionsSchema,
    errors: [401, 403, 404, 422] as const,
  }),
};
