import { notFound } from './http/app-error.ts';

// `INSTAGRAM_ENABLED`. While it is off the product has no Instagram part, not only a hidden menu: whatever a request
// names of Instagram is not found, as if it had never existed, and no background work acts on Instagram.

/** Instagram's own routes, the admin's among them: the path says so, as it says admin for the admin routes. */
export const isInstagramRoute = (routePath: string): boolean =>
  routePath.startsWith('/api/instagram/') || routePath.startsWith('/api/admin/instagram/');

/** Refuses what names Instagram (a route, the account of a screen, a channel, a conversation, a post) while it is off. */
export function requireInstagramOn(instagramEnabled: boolean): void {
  if (!instagramEnabled) throw notFound();
}
