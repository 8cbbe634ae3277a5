import type { ProductCardBlock, ProductCardOptions } from '@app/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { TemplateAttachment } from '../../../platform/meta/messenger-templates.ts';
import { localizedText, type CatalogRepository } from '../../store/index.ts';
import type { OrderLinks, OrderLinkSource } from '../order-links.ts';
import { productCardMessage } from './product-card.ts';
import { createProductCardsRepository } from './product-cards.repository.ts';

export type ProductCardOutcome =
  | { ok: true; message: { attachment: TemplateAttachment }; orderLinkIds: number[] }
  | { ok: false; reason: ProductCardBlock };

/** The page's web-view domain as an origin; a bare host (as an owner may type it) is taken as https. */
export function webViewOrigin(domain: string | null): string | null {
  const value = domain?.trim();
  if (!value) return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return URL.canParse(withScheme) ? new URL(withScheme).origin : null;
}

/**
 * Product cards for every sender (a reply campaign's private reply, a bot reply, a flow step, the inbox): the
 * page's visible store items as a Messenger generic template, each "Order" button carrying its own order link
 * (stored with where it was sent from, so the funnel can count it).
 */
export function createProductCards(deps: { db: Db; catalog: CatalogRepository; orderLinks: OrderLinks }) {
  const { catalog, orderLinks } = deps;
  const repository = createProductCardsRepository(deps.db);
  const domainOf = async (pageId: number) => webViewOrigin(await repository.pageDomain(pageId));

  return {
    /** What a picker offers: the page's visible items, and why the page cannot send cards yet. */
    async options(pageId: number): Promise<ProductCardOptions> {
      const [origin, store] = await Promise.all([domainOf(pageId), catalog.storeOfPage(pageId)]);
      const items = store ? await repository.visibleItemsOfStore(store.id) : [];
      const locale = store?.locales[0] ?? 'ar';
      const reason: ProductCardBlock | null = !origin
        ? 'no-order-domain'
        : items.length === 0
          ? 'no-store-items'
          : null;
      return {
        ready: reason === null,
        reason,
        store: store ? { id: store.id, name: store.name, currency: store.currency, locale } : null,
        items: items.map((item) => ({
          id: item.id,
          name: localizedText(item.names, locale, store!.locales),
          price: item.sellPrice,
          image_url: item.mainImageUrl,
          in_stock: item.stockStatus === 'in_stock',
        })),
      };
    },

    /**
     * The card message for `itemIds` (hidden or removed items are left out). `customerPsid` is null for a private
     * reply, whose recipient Meta names only in its answer: `assignCustomer` then records it on the links.
     */
    async build(input: {
      pageId: number;
      itemIds: readonly number[];
      customerPsid: string | null;
      source: OrderLinkSource;
      sourceId: number | null;
    }): Promise<ProductCardOutcome> {
      const origin = await domainOf(input.pageId);
      if (!origin) return { ok: false, reason: 'no-order-domain' };
      const [store, items] = await Promise.all([
        catalog.storeOfPage(input.pageId),
        catalog.visibleItemsOfPage(input.pageId, [...new Set(input.itemIds)]),
      ]);
      if (!store || items.length === 0) return { ok: false, reason: 'no-store-items' };
      const shown = items.slice(0, 10);
      const links = await Promise.all(
        shown.map((item) =>
          orderLinks.issue({
            pageId: input.pageId,
            origin,
            customerPsid: input.customerPsid ?? '',
            itemIds: [item.id],
            source: input.source,
            sourceId: input.sourceId,
          }),
        ),
      );
      const message = productCardMessage({
        items: shown,
        orderUrls: new Map(shown.map((item, index) => [item.id, links[index]!.url])),
        store,
        locale: store.locales[0] ?? 'ar',
        // Whitelisting the page's domain on Meta is the page domain's own step; until it says so, no extensions.
        messengerExtensions: false,
      });
      return { ok: true, message, orderLinkIds: links.map((link) => link.id) };
    },

    assignCustomer: orderLinks.assignCustomer,
  };
}
export type ProductCards = ReturnType<typeof createProductCards>;
