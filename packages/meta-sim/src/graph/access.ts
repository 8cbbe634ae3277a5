import type { SimRuntime } from '../runtime.ts';
import { hasPermission, type Auth } from '../tokens.ts';
import type { UserRecord } from '../world.ts';

/** A page reached through a Business portfolio the user has a role in, with business_management granted. */
export function pageInUserBusiness(rt: SimRuntime, auth: Auth, user: UserRecord, pageId: string): boolean {
  if (!hasPermission(rt, auth, 'business_management')) return false;
  return Object.values(rt.world.businesses).some(
    (business) =>
      business.userIds.includes(user.id) &&
      (business.ownedPageIds.includes(pageId) || business.clientPageIds.includes(pageId)),
  );
}

// A page token opens its own page; a user token opens the pages its user manages and picked in the dialog
export function pageAccessible(rt: SimRuntime, auth: Auth, pageId: string): boolean {
  if (auth.kind === 'app') return true;
  if (auth.kind === 'page') return auth.page.id === pageId;
  // An Instagram User token opens its own account, never a page
  if (auth.kind === 'instagram') return false;
  // Pages not picked in the dialog are still reachable through a Business portfolio
  return pagePicked(rt, auth, pageId) || pageInUserBusiness(rt, auth, auth.user, pageId);
}

/** A page the user manages and picked in the dialog: what `/me/accounts` lists. */
export function pagePicked(rt: SimRuntime, auth: Auth, pageId: string): boolean {
  if (auth.kind !== 'user') return pageAccessible(rt, auth, pageId);
  const page = rt.world.pages[pageId];
  if (!page || page.ownerUserId !== auth.user.id) return false;
  return auth.user.pickedPageIds === null || auth.user.pickedPageIds.includes(pageId);
}
