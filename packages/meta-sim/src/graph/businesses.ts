import { renderNode, type NodeShape } from '../fields.ts';
import { requirePermission } from '../tokens.ts';
import type { BusinessRecord } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { listResponse } from './list.ts';
import { pageShape } from './pages.ts';

const businessShape: NodeShape<BusinessRecord> = {
  nodeType: 'Business',
  defaultFields: ['id', 'name'],
  fields: { id: (b) => b.id, name: (b) => b.name },
};

function pagesOf(ctx: GraphContext, business: BusinessRecord, pageIds: string[]) {
  requirePermission(ctx.rt, ctx.auth, 'business_management');
  const pages = pageIds.map((id) => ctx.rt.world.pages[id]).filter((page) => page !== undefined);
  const shape = pageShape(ctx);
  return listResponse(
    ctx,
    pages,
    (p) => p.id,
    (p) => renderNode(shape, p, ctx.fields),
  );
}

/** Business portfolios: `/me/businesses` and the pages each owns or manages for clients (business_management). */
export const businessRoutes: GraphRoute[] = [
  route('user', 'GET', 'businesses', (ctx, node) => {
    requirePermission(ctx.rt, ctx.auth, 'business_management');
    const businesses = Object.values(ctx.rt.world.businesses)
      .filter((business) => business.userIds.includes(node.user.id))
      .sort((a, b) => a.createdAt - b.createdAt);
    return listResponse(
      ctx,
      businesses,
      (b) => b.id,
      (b) => renderNode(businessShape, b, ctx.fields),
    );
  }),
  route('business', 'GET', '', (ctx, node) => renderNode(businessShape, node.business, ctx.fields)),
  route('business', 'GET', 'owned_pages', (ctx, node) => pagesOf(ctx, node.business, node.business.ownedPageIds)),
  route('business', 'GET', 'client_pages', (ctx, node) => pagesOf(ctx, node.business, node.business.clientPageIds)),
];
