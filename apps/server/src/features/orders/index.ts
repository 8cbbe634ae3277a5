// Customer orders: the web view's signed links, the requests customers submit, and their status changes.
export { createOrderLinks, type OrderLinks, type OrderLinkSource } from './order-links.ts';
export { orderLinkSigningKey } from './order-link-token.ts';
export { type OrderFormService } from './order-form.service.ts';
export { orderFormRoutes } from './order-form.routes.ts';
export { productCardsRoutes } from './cards/product-cards.routes.ts';
export { createProductCards, webViewOrigin, type ProductCards } from './cards/product-cards.ts';
export { productCardMessage, type CardItem } from './cards/product-card.ts';
export { createSellingServices, sellingRoutes, type SellingServices } from './selling.ts';
