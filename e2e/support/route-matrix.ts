// Where each web route should land for a caller, worked out from the route's declaration and what the server
// says about the caller (GET /api/user/profile), independently of the web app's own guard code (decideAccess).
import type { FeatureGroup, SessionResponse } from '@app/contract';
import type { Page } from 'playwright-core';
import {
  routeDeclarations,
  type RouteDeclaration,
  type ScreenName,
} from '../../apps/web/src/app/routes/route-declarations.ts';

/** What a guard may look at: the feature flags of the current page, Instagram account or store, and a domain. */
type FeatureFacts = Record<FeatureGroup, boolean> & { domain: string | null };

export type CallerFacts = {
  authenticated: boolean;
  admin: boolean;
  referral: boolean;
  /** The web app selects the first of each list in a fresh browser context. */
  page: FeatureFacts | null;
  instagram: FeatureFacts | null;
  store: FeatureFacts | null;
};

export const anonymousFacts: CallerFacts = {
  authenticated: false,
  admin: false,
  referral: false,
  page: null,
  instagram: null,
  store: null,
};

function featureFacts(item: Record<FeatureGroup, boolean> & { domain?: string | null }): FeatureFacts {
  const { has_reply, has_poster, has_store, has_bot } = item;
  return { has_reply, has_poster, has_store, has_bot, domain: item.domain ?? null };
}

export function callerFacts(session: SessionResponse): CallerFacts {
  const page = session.pages[0] ?? null;
  const instagram = session.insta_accounts[0] ?? null;
  const store = session.stores[0] ?? null;
  const storePage = store ? session.pages.find((item) => item.id === store.page_id) : null;
  return {
    authenticated: true,
    admin: session.admin,
    referral: session.referral,
    page: page ? featureFacts(page) : null,
    instagram: instagram ? featureFacts({ ...instagram, domain: null }) : null,
    // A store's features are its page's; with no store linked, the current page stands in (as in the web app).
    store: storePage ? featureFacts(storePage) : page ? featureFacts(page) : null,
  };
}

/** A landing: the address (pathname, query and hash) and a selector that must be visible there. */
export type Landing = { url: string; marker: string; text?: string };

const marker = {
  login: '#login-username',
  loginAlert: '[data-testid="login-alert"]',
  home: '[data-testid="home-greeting"]',
  unauthorized: '[data-testid="unauthorized"]',
  comingSoonPath: '[data-testid="coming-soon"] .coming-soon-path',
  notFound: '[data-testid="not-found"]',
} as const;

/** Every selector the test reports when a landing is not the expected one. */
export const knownMarkers: readonly string[] = Object.values(marker);

/** The screen each built route shows; the type makes a new screen name fail here until it has a marker. */
const screenMarkers: Record<ScreenName, string> = {
  login: marker.login,
  facebookCallback: marker.loginAlert,
  instagramCallback: marker.home,
  loginMaster: marker.loginAlert,
  home: marker.home,
  notifications: '[data-testid="mark-all-read"]',
  adminNotices: '[data-testid="notice-form"]',
  botBuilder: '[data-testid="flows-list"]',
  botSettings: '[data-testid="bot-settings"]',
  botTemplates: '[data-testid="bot-templates"]',
  botSubscribers: '[data-testid="subscribers"]',
  referralSubscribers: '[data-testid="referral-subscribers"]',
  pagesAccounts: '[data-testid="pages-accounts"]',
  replyPosts: '[data-testid="reply-posts"]',
  replyReports: '.reports-screen',
  newReply: '.reply-screen .screen-title',
  editReply: '.reply-screen .screen-title',
  replyTemplates: '[data-testid="add-template"]',
  addReplyTemplate: '[data-testid="template-form"]',
  editReplyTemplate: '.reply-screen .screen-title',
  commentTemplates: '[data-testid="add-comment-template"]',
  commentTemplate: '.reply-screen .screen-title',
  facebookPoster: '[data-testid="poster-form"]',
  instagramPoster: '[data-testid="poster-form"]',
  facebookPublishedPosts: '[data-testid="published-posts"]',
  instagramPublishedPosts: '[data-testid="published-posts"]',
  facebookScheduledPosts: '[data-testid="scheduled-posts"]',
  instagramScheduledPosts: '[data-testid="scheduled-posts"]',
  facebookNativeScheduledPosts: '[data-testid="native-scheduled-posts"]',
  hashtagSearch: '[data-testid="hashtag-search"]',
  instagramPosts: '[data-testid="instagram-posts"]',
  instagramReplyReports: '.reports-screen',
  instagramNewReply: '.reply-screen .screen-title',
  instagramEditReply: '.reply-screen .screen-title',
  instagramReplyTemplates: '[data-testid="add-template"]',
  instagramAddReplyTemplate: '[data-testid="template-form"]',
  instagramEditReplyTemplate: '.reply-screen .screen-title',
  instagramStoryMentionQuickReply: '[data-testid="story-mention-quick-reply"]',
  instagramStoryReplyQuickReply: '[data-testid="story-reply-quick-reply"]',
  instagramStories: '[data-testid="instagram-stories"]',
  instagramStoryCampaign: '[data-testid="story-campaign"]',
  editInstagramStoryCampaign: '[data-testid="story-campaign-form"]',
  messengerChat: '[data-testid="inbox"]',
  instagramChat: '[data-testid="inbox"]',
  adminErrors: '[data-testid="failed-events"]',
  adminLogs: '[data-testid="admin-logs"]',
  adminDebug: '[data-testid="admin-debug"]',
  adminQueues: '[data-testid="admin-queues"]',
  adminHome: '[data-testid="admin-home"]',
  adminAccounts: '[data-testid="admin-accounts"]',
  adminCampaigns: '[data-testid="admin-campaigns"]',
  adminEngagement: '[data-testid="admin-engagement"]',
  adminPageOwners: '[data-testid="admin-page-owners"]',
  adminPages: '[data-testid="admin-pages"]',
  adminInstagram: '[data-testid="admin-instagram"]',
  invoices: '[data-testid="invoices"]',
  adminReceipts: '[data-testid="admin-receipts"]',
  adminPlans: '[data-testid="admin-plans"]',
  webviewRequests: '[data-testid="order-requests"]',
  storeCategories: '[data-testid="store-categories"]',
  storeProducts: '[data-testid="store-products"]',
  storeSettings: '[data-testid="store-settings"]',
  storeProduct: '[data-testid="store-product-form"]',
  orderForms: '[data-testid="order-forms"]',
  orderFormBuilder: '[data-testid="order-form-builder"]',
  cloud: '[data-testid="cloud-screen"]',
  help: '[data-testid="help-centre"]',
  adminHelp: '[data-testid="help-add-section"]',
  adminHelpSection: '[data-testid="help-add-article"]',
  profile: '[data-testid="profile-sessions"]',
  resetPassword: '[data-testid="reset-invalid"]',
};

/**
 * Screens that only hand the visitor on once the guard let them in: without a code (the callback) or a token
 * taken at boot (login-master), a visitor goes back to the login page with the failure message, a signed-in
 * user to the dashboard.
 */
const handOffScreens: Partial<Record<ScreenName, (facts: CallerFacts) => Landing>> = {
  facebookCallback: (facts) =>
    facts.authenticated
      ? { url: '/dashboard', marker: marker.home }
      : { url: '/auth/login', marker: marker.loginAlert },
  // Signed in (its guard): without a code the owner is sent back to the dashboard, told it failed.
  instagramCallback: () => ({ url: '/dashboard', marker: marker.home }),
  loginMaster: (facts) =>
    facts.authenticated
      ? { url: '/dashboard', marker: marker.home }
      : { url: '/auth/login', marker: marker.loginAlert },
};

const smallId = '1';

/** Every route with `:id` filled and an optional `:x?` dropped (filled instead when that names another route). */
export function concretePath(route: RouteDeclaration): string {
  const fill = (path: string) => path.replace(/:[^/]+/g, smallId);
  const dropped = route.path.replace(/\/:[^/]+\?/g, '');
  const taken = routeDeclarations.some((other) => other !== route && other.path === dropped);
  return fill(taken ? route.path : dropped);
}

function featureSource(facts: CallerFacts, scope: RouteDeclaration['access']['featureScope']) {
  if (scope === 'instagram') return facts.instagram;
  if (scope === 'store') return facts.store;
  return facts.page;
}

/**
 * Spec section 2 and 6: guest-only routes send signed-in users to /dashboard; signed-in routes send visitors to
 * the login page with #redirected, keeping the query; admin routes (flagged, or with 'admin' in the path),
 * referral routes and feature or domain requirements send everyone else to /unauthorized.
 */
export function expectedLanding(route: RouteDeclaration, facts: CallerFacts, query: string): Landing {
  const { access } = route;
  const here = concretePath(route);
  const unauthorized: Landing = { url: '/unauthorized', marker: marker.unauthorized };
  if (access.guestOnly && facts.authenticated) return { url: '/dashboard', marker: marker.home };
  if (access.auth) {
    if (!facts.authenticated) return { url: `/auth/login${query}#redirected`, marker: marker.login };
    if ((access.admin || route.path.includes('admin')) && !facts.admin) return unauthorized;
    if (access.referral && !facts.referral) return unauthorized;
    if (access.features?.length || access.needsDomain) {
      const source = featureSource(facts, access.featureScope);
      if (!source) return unauthorized;
      const granted = (access.features ?? []).every((anyOf) => anyOf.some((group) => source[group]));
      if (!granted || (access.needsDomain && !source.domain)) return unauthorized;
    }
  }
  if (route.screen === 'pending') return { url: here + query, marker: marker.comingSoonPath, text: here };
  const handOff = handOffScreens[route.screen];
  if (handOff) return handOff(facts);
  return { url: here + query, marker: screenMarkers[route.screen] };
}

export const neutralLanding: Landing = { url: '/not-found', marker: marker.notFound };

/**
 * Opens `url` with a same-document navigation, as a link inside the app does (the router follows the popstate),
 * and waits, in the page, for the address and the visible marker of `landing` together: null when they came,
 * else where the app is and which known markers it shows. One round trip to the browser per cell.
 */
export async function visit(page: Page, url: string, landing: Landing, timeoutMs = 8_000): Promise<string | null> {
  return page.evaluate(
    ({ to, expected, markers, timeoutMs }) =>
      new Promise<string | null>((settle) => {
        const here = () => location.pathname + location.search + location.hash;
        const visible = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
        const arrived = () =>
          here() === expected.url &&
          visible(expected.marker) &&
          (expected.text === undefined || document.querySelector(expected.marker)?.textContent === expected.text);
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          if (arrived()) settle(null);
          else if (performance.now() > deadline)
            settle(`landed on ${here()} showing [${markers.filter(visible).join(', ')}]`);
          else requestAnimationFrame(check);
        };
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        requestAnimationFrame(check);
      }),
    { to: url, expected: landing, markers: knownMarkers, timeoutMs },
  );
}
