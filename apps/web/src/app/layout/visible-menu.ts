import { matchPath } from 'react-router';
import type { SessionState } from '@/shared/session/session-store.ts';
import { decideAccess } from '../guards/decide-access.ts';
import { routeTable } from '../routes/route-table.ts';
import { adminMenu, isMenuGroup, ownerMenus, type MenuEntry, type MenuLeaf } from './menu-definition.tsx';
import { can } from './permissions.ts';

function isVisible(item: MenuLeaf, session: SessionState): boolean {
  const route = routeTable.find((candidate) => matchPath({ path: candidate.path, end: true }, item.path));
  if (!route || route.screen === 'pending') return false;
  return can(session, item.permission) && decideAccess(route.path, route.access, session) === 'allow';
}

/** The menu for the current model type (or the admin menu in management view), without unbuilt or forbidden screens. */
export function visibleMenu(session: SessionState, managementView: boolean): MenuEntry[] {
  const source = managementView ? adminMenu : ownerMenus[session.modelType];
  return source.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return isVisible(entry, session) ? [entry] : [];
    const items = entry.items.filter((item) => isVisible(item, session));
    return items.length ? [{ ...entry, items }] : [];
  });
}
