import { hasFeatureGroup, type FeatureSlug } from '@app/contract';
import type { SessionState } from '@/shared/session/session-store.ts';
import type { RouteAccess } from '../routes/route-access.ts';

export type AccessDecision = 'allow' | 'login' | 'owner-home' | 'unauthorized';

type FeatureSource = { features: { slug: FeatureSlug }[]; domain: string | null };

function featureSource(session: SessionState, scope: RouteAccess['featureScope']): FeatureSource | null {
  if (scope === 'instagram') {
    const account = session.instaAccounts.find((item) => item.id === session.currentInstaAccountId);
    return account ? { features: account.features, domain: null } : null;
  }
  const store = scope === 'store' ? session.stores.find((item) => item.id === session.currentStoreId) : undefined;
  const pageId = store?.page_id ?? session.currentPageId;
  const page = session.pages.find((item) => item.id === pageId);
  return page ? { features: page.features, domain: page.domain } : null;
}

/** The navigation guards of spec section 2, as one pure decision. */
export function decideAccess(path: string, access: RouteAccess, session: SessionState): AccessDecision {
  if (access.guestOnly) return session.authenticated ? 'owner-home' : 'allow';
  if (!access.auth) return 'allow';
  if (!session.authenticated) return 'login';
  // Spec section 6: an admin route is any route whose path contains 'admin'.
  if ((access.admin || path.includes('admin')) && !session.admin) return 'unauthorized';
  if (access.referral && !session.referral) return 'unauthorized';
  // show_instagram false: the server has Instagram turned off and answers its routes as not found.
  if (access.featureScope === 'instagram' && !session.showInstagram) return 'unauthorized';
  if (access.features?.length || access.needsDomain) {
    const source = featureSource(session, access.featureScope);
    if (!source) return 'unauthorized';
    const satisfied = (access.features ?? []).every((anyOf) =>
      anyOf.some((group) => hasFeatureGroup(source.features, group)),
    );
    if (!satisfied) return 'unauthorized';
    if (access.needsDomain && !source.domain) return 'unauthorized';
  }
  return 'allow';
}
