import { storeEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { StoreService } from './store.service.ts';

/** Every call acts on the caller's own stores (an admin acts on an owner's through impersonation). */
export function storeRoutes(router: EndpointRouter, { store }: { store: StoreService }) {
  const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
  router.route(endpoints.stores, ({ request }) => store.list(owner(request)));
  router.route(endpoints.createStore, ({ request, body }) => store.create(owner(request), body));
  router.route(endpoints.deleteStore, ({ request, params }) => store.remove(owner(request), params.id));
  router.route(endpoints.settings, ({ request, params }) => store.settings(owner(request), params.id));
  router.route(endpoints.saveSettings, ({ request, params, body }) =>
    store.saveSettings(owner(request), params.id, body),
  );
  router.route(endpoints.categories, ({ request, params, context }) =>
    store.categories(owner(request), params.storeId, context.locale),
  );
  router.route(endpoints.saveCategory, ({ request, params, body, context }) =>
    store.saveCategory(owner(request), params.id, body, context.locale),
  );
  router.route(endpoints.deleteCategory, ({ request, params }) => store.deleteCategory(owner(request), params.id));
  router.route(endpoints.reorderCategories, ({ request, params, body }) =>
    store.reorderCategories(owner(request), params.storeId, body),
  );
  router.route(endpoints.items, ({ request, params, query, context }) =>
    store.items(owner(request), params.storeId, query, context.locale),
  );
  router.route(endpoints.item, ({ request, params, context }) => store.item(owner(request), params.id, context.locale));
  router.route(endpoints.saveItem, ({ request, params, body, context }) =>
    store.saveItem(owner(request), params.id, body, context.locale),
  );
  router.route(endpoints.setItemVisible, ({ request, params, body, context }) =>
    store.setItemVisible(owner(request), params.id, body.visible, context.locale),
  );
  router.route(endpoints.deleteItem, ({ request, params }) => store.deleteItem(owner(request), params.id));
  router.route(endpoints.reorderItems, ({ request, params, body }) =>
    store.reorderItems(owner(request), params.storeId, body.ids),
  );
  router.route(endpoints.uploadImage, async ({ request, params, body }) => {
    await store.checkUploadAllowed(owner(request), params.storeId);
    return { url: body.image_url };
  });
}
