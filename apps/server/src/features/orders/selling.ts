// Selling from the conversation, composed once: the store, order forms and the page's domain, the signed order
// links, the customer's web view, product cards; and the owner's routes of each.
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import type { PageGate } from '../pages/index.ts';
import { createCatalogRepository, createStore, storeRoutes } from '../store/index.ts';
import { createWebview, webviewRoutes } from '../webview/index.ts';
import { createProductCards } from './cards/product-cards.ts';
import { productCardsRoutes } from './cards/product-cards.routes.ts';
import { createOrderFormRepository } from './order-form.repository.ts';
import { createOrderFormService } from './order-form.service.ts';
import { orderLinkSigningKey } from './order-link-token.ts';
import { createOrderLinks } from './order-links.ts';
import { orderRequestsRoutes, type OrderRequestsService } from './requests/index.ts';

export function createSellingServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  graphClient: GraphClient;
  pages: PageGate;
  events: DomainEvents;
}) {
  const { db, config, clock, graphClient, pages, events } = deps;
  // The store's items as customers see them, and the signed order links product cards carry (issue, open).
  const catalog = createCatalogRepository(db);
  const orderLinks = createOrderLinks({ db, clock, signingKey: orderLinkSigningKey(config.encryptionKey) });
  return {
    catalog,
    orderLinks,
    store: createStore({ db, config }),
    webview: createWebview({ db, graphClient, pages, clock, production: config.env === 'production' }),
    orderForm: createOrderFormService({ orderLinks, catalog, events, repository: createOrderFormRepository(db) }),
    productCards: createProductCards({ db, catalog, orderLinks }),
  };
}
export type SellingServices = ReturnType<typeof createSellingServices>;

export function sellingRoutes(
  router: EndpointRouter,
  services: SellingServices & { orderRequests: OrderRequestsService },
) {
  orderRequestsRoutes(router, { requests: services.orderRequests });
  storeRoutes(router, { store: services.store });
  webviewRoutes(router, services.webview);
  productCardsRoutes(router, { productCards: services.productCards });
}
