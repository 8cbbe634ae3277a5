import { productCardsEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { ProductCards } from './product-cards.ts';

export function productCardsRoutes(router: EndpointRouter, { productCards }: { productCards: ProductCards }) {
  // The request context checked that the caller owns the page in the path.
  router.route(endpoints.options, ({ params }) => productCards.options(params.pageId));
}
