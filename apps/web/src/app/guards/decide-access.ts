import { hasFeatureGroup, type FeatureSlug } from '@app/contract';
import type { SessionState } from '@/shared/session/session-store.ts';
import type { RouteAccess } from '../routes/route-access.ts';

/** `no-domain`: the plan has the feature, the page lacks the domain its web view screens are served on. */
export type AccessDecision = 'allow' | 'login' | 'owner-home' | 'unauthorized' | 'no-domain';

/** Why /unauthorized was shown, carried in the navigation state so the address stays /unauthorized. */
export type UnauthorizedReason = 'no-domain';
export const unauthorizedReason = (reason: UnauthorizedReason) => ({ unauthorizedReason: reason });

export function unauthorizedReasonOf(state: unknown): UnauthorizedReason | null {
  const reason = (state as { unauthorizedReason?: unknown } | null)?.unauthorizedReason;
  return reason === 'no-domain' ? reason : null;
}

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
    if (access.needsDomain && !source.domain) return 'no-domain';
  }
  return 'allow';
}
