// The store: categories, items, settings, and the page a store sells on. Other features read it only from here.
import type { Db } from '../../platform/db/database.ts';
import { createStoreRepository } from './store.repository.ts';
import { createStoreService } from './store.service.ts';

export { createCatalogRepository, type CatalogRepository } from './catalog.repository.ts';
export { localizedText } from './localized.ts';
export { storeRoutes } from './store.routes.ts';
export type { StoreService } from './store.service.ts';

/**
 * The owner's store service (the screens, and the demo's seeding through the same rules). A product's pictures are
 * our uploads, and in demo mode the simulator's pictures too.
 */
export function createStore(deps: { db: Db; config: { appUrl: string; meta: { simulator: { url: string } | null } } }) {
  const { appUrl, meta } = deps.config;
  return createStoreService({
    repository: createStoreRepository(deps.db),
    pictureAddresses: [`${appUrl}/media/`, ...(meta.simulator ? [`${meta.simulator.url}/pictures/`] : [])],
  });
}
