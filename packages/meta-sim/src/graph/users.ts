import { renderNode, type NodeShape } from '../fields.ts';
import { GraphError } from '../graph-error.ts';
import { ALL_PERMISSIONS, invalidateTokens, requirePermission } from '../tokens.ts';
import type { UserRecord } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { listResponse } from './list.ts';
import { pageShape } from './pages.ts';
import { pagePicked } from './access.ts';

/** Served by the simulator itself (`/pictures/{seed}.svg`): there is no outside image host offline. */
export function pictureUrl(publicUrl: string, seed: string): string {
  return `${publicUrl}/pictures/${encodeURIComponent(seed)}.svg`;
}

export function pictureData(
  publicUrl: string,
  seed: string,
  spec: { modifiers: Record<string, string> },
): Record<string, unknown> {
  const size = spec.modifiers.type === 'large' ? 200 : spec.modifiers.type === 'normal' ? 100 : 50;
  return { data: { height: size, width: size, is_silhouette: false, url: pictureUrl(publicUrl, seed) } };
}

export function userShape(ctx: GraphContext): NodeShape<UserRecord> {
  return {
    nodeType: 'User',
    defaultFields: ['name', 'id'],
    fields: {
      id: (u) => u.id,
      name: (u) => u.name,
      first_name: (u) => u.name.split(' ')[0],
      last_name: (u) => u.name.split(' ').slice(1).join(' ') || undefined,
      short_name: (u) => u.name.split(' ')[0],
      picture: (u, spec) => pictureData(ctx.rt.settings.publicUrl, u.id, spec),
    },
  };
}

function permissionsList(user: UserRecord): Array<{ permission: string; status: string }> {
  if (user.grants === null) return ALL_PERMISSIONS.map((permission) => ({ permission, status: 'granted' }));
  return Object.entries(user.grants).map(([permission, status]) => ({ permission, status }));
}

export const userRoutes: GraphRoute[] = [
  route('user', 'GET', '', (ctx, node) => renderNode(userShape(ctx), node.user, ctx.fields)),
  route('user', 'GET', 'permissions', (ctx, node) => {
    const filter = ctx.segments[2];
    const list = permissionsList(node.user).filter((p) => !filter || p.permission === filter);
    return { data: list };
  }),
  route('user', 'DELETE', 'permissions', (ctx, node) => {
    const name = ctx.segments[2];
    const user = node.user;
    if (name) {
      const grants = user.grants ?? Object.fromEntries(ALL_PERMISSIONS.map((p) => [p, 'granted' as const]));
      if (!grants[name]) throw new GraphError({ code: 100, message: `(#100) Permission ${name} was not granted` });
      grants[name] = 'declined';
      user.grants = grants;
    } else {
      // removing every permission uninstalls the app: every token of the user dies with 458
      user.grants = {};
      invalidateTokens(ctx.rt, { userId: user.id }, 458);
    }
    return { success: true };
  }),
  route('user', 'GET', 'accounts', (ctx, node) => {
    requirePermission(ctx.rt, ctx.auth, 'pages_show_list');
    const pages = Object.values(ctx.rt.world.pages)
      .filter((p) => p.ownerUserId === node.user.id && pagePicked(ctx.rt, ctx.auth, p.id))
      .sort((a, b) => a.createdAt - b.createdAt);
    const fields =
      ctx.fields ??
      ['access_token', 'category', 'category_list', 'name', 'id', 'tasks'].map((name) => ({
        name,
        modifiers: {},
        children: null,
      }));
    const shape = pageShape(ctx);
    return listResponse(
      ctx,
      pages,
      (p) => p.id,
      (p) => renderNode(shape, p, fields),
    );
  }),
  route('user', 'GET', 'picture', (ctx, node) =>
    pictureData(ctx.rt.settings.publicUrl, node.user.id, { modifiers: {} }),
  ),
];
