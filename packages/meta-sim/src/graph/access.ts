import type { SimRuntime } from '../runtime.ts';
import type { Auth } from '../tokens.ts';

// A page token opens its own page; a user token opens the pages its user manages and picked in the dialog
export function pageAccessible(rt: SimRuntime, auth: Auth, pageId: string): boolean {
  if (auth.kind === 'app') return true;
  if (auth.kind === 'page') return auth.page.id === pageId;
  const page = rt.world.pages[pageId];
  if (!page || page.ownerUserId !== auth.user.id) return false;
  return auth.user.pickedPageIds === null || auth.user.pickedPageIds.includes(pageId);
}
