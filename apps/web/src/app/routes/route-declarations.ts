// Every web route with its guard and the name of its screen, as plain values: no React, no JSX, no zod, and only
// relative imports, so Node (the browser tests) can import the one list the router is built from.
// `route-table.ts` attaches the screens by name.
import type { FeatureRequirement, RouteAccess } from './route-access.ts';

/** The screens that exist; `route-table.ts` maps each name to its lazily loaded component. */
export const screenNames = [
  'login',
  'facebookCallback',
  'instagramCallback',
  'loginMaster',
  'home',
  'notifications',
  'adminNotices',
  'botBuilder',
  'botSettings',
  'botTemplates',
  'botSubscribers',
  'referralSubscribers',
  'pagesAccounts',
  'replyPosts',
  'replyReports',
  'newReply',
  'editReply',
  'replyTemplates',
  'addReplyTemplate',
  'editReplyTemplate',
  'commentTemplates',
  'commentTemplate',
  'facebookPoster',
  'facebookPublishedPosts',
  'facebookScheduledPosts',
  'facebookNativeScheduledPosts',
  'instagramPosts',
  'instagramReplyReports',
  'instagramNewReply',
  'instagramEditReply',
  'instagramReplyTemplates',
  'instagramAddReplyTemplate',
  'instagramEditReplyTemplate',
  'instagramStoryMentionQuickReply',
  'instagramStoryReplyQuickReply',
  'instagramPoster',
  'instagramPublishedPosts',
  'instagramScheduledPosts',
  'hashtagSearch',
  'instagramStories',
  'instagramStoryCampaign',
  'editInstagramStoryCampaign',
  'messengerChat',
  'instagramChat',
  'adminErrors',
  'adminLogs',
  'adminDebug',
  'adminQueues',
  'adminHome',
  'adminAccounts',
  'adminCampaigns',
  'adminEngagement',
  'adminPageOwners',
  'adminPages',
  'adminInstagram',
  'invoices',
  'adminReceipts',
  'adminPlans',
  'webviewRequests',
  'storeCategories',
  'storeProducts',
  'storeSettings',
  'storeProduct',
  'orderForms',
  'orderFormBuilder',
  'cloud',
  'help',
  'adminHelp',
  'adminHelpSection',
  'profile',
  'resetPassword',
] as const;
export type ScreenName = (typeof screenNames)[number];

export type RouteDeclaration = {
  path: string;
  access: RouteAccess;
  /** 'pending' screens render the shared coming-soon page and stay out of the menu. */
  screen: ScreenName | 'pending';
};

const reply: FeatureRequirement = ['has_reply'];
const posterOrReply: FeatureRequirement = ['has_poster', 'has_reply'];
const botOrStore: FeatureRequirement = ['has_bot', 'has_store'];
const store: FeatureRequirement = ['has_store'];
const bot: FeatureRequirement = ['has_bot'];

const owner = (features?: FeatureRequirement[], extra: Partial<RouteAccess> = {}): RouteAccess => ({
  auth: true,
  ...(features ? { features } : {}),
  ...extra,
});

type ScopedRoute = [path: string, access: RouteAccess, screen?: ScreenName];

const fbRoutes: ScopedRoute[] = [
  ['posts', owner([reply]), 'replyPosts'],
  ['reports', owner([reply]), 'replyReports'],
  ['reply/:id', owner([reply]), 'newReply'],
  ['reply/:id/edit', owner([reply]), 'editReply'],
  ['replies/templates', owner([reply]), 'replyTemplates'],
  ['replies/add-template', owner([reply]), 'addReplyTemplate'],
  ['replies/edit-template/:id', owner([reply]), 'editReplyTemplate'],
  ['comment/templates', owner([reply]), 'commentTemplates'],
  ['comment/templates/:id?', owner([reply]), 'commentTemplate'],
  ['published-posts', owner([posterOrReply]), 'facebookPublishedPosts'],
  ['scheduled-posts', owner([posterOrReply]), 'facebookScheduledPosts'],
  ['poster/:id?', owner([posterOrReply]), 'facebookPoster'],
  ['fb-scheduled-posts', owner([posterOrReply]), 'facebookNativeScheduledPosts'],
  ['subscribers', owner(undefined, { referral: true }), 'referralSubscribers'],
];

const instagramRoutes: ScopedRoute[] = [
  ['posts', owner([reply]), 'instagramPosts'],
  ['reports', owner([reply]), 'instagramReplyReports'],
  ['reply/:id', owner([reply]), 'instagramNewReply'],
  ['reply/:id/edit', owner([reply]), 'instagramEditReply'],
  ['templates', owner([reply]), 'instagramReplyTemplates'],
  ['replies/add-template', owner([reply]), 'instagramAddReplyTemplate'],
  ['replies/edit-template/:id', owner([reply]), 'instagramEditReplyTemplate'],
  ['hashtag/search', owner([posterOrReply]), 'hashtagSearch'],
  ['published-posts', owner([posterOrReply]), 'instagramPublishedPosts'],
  ['scheduled-posts', owner([posterOrReply]), 'instagramScheduledPosts'],
  ['poster/:id?', owner([posterOrReply]), 'instagramPoster'],
  ['quick-reply/story-mention', owner([reply]), 'instagramStoryMentionQuickReply'],
  ['quick-reply/story-reply', owner([reply]), 'instagramStoryReplyQuickReply'],
  ['instagram-stories', owner([reply]), 'instagramStories'],
  ['stories-reply/:id', owner([reply]), 'instagramStoryCampaign'],
  ['stories-reply/:id/edit', owner([reply]), 'editInstagramStoryCampaign'],
  ['chat', owner(), 'instagramChat'],
];

const webviewRoutes: ScopedRoute[] = [
  ['templates', owner([botOrStore], { needsDomain: true }), 'orderForms'],
  ['templates/template/:id?', owner([botOrStore], { needsDomain: true }), 'orderFormBuilder'],
  ['requests', owner([botOrStore], { needsDomain: true }), 'webviewRequests'],
];

const storeRoutes: ScopedRoute[] = [
  ['categories', owner([store]), 'storeCategories'],
  ['products', owner([store]), 'storeProducts'],
  ['settings/:id', owner([store]), 'storeSettings'],
  ['products/process/:id?', owner([store]), 'storeProduct'],
];

const botRoutes: ScopedRoute[] = [
  ['builder/:id?', owner([bot]), 'botBuilder'],
  ['templates', owner([bot]), 'botTemplates'],
  ['settings', owner([bot]), 'botSettings'],
  ['subscribers', owner([bot]), 'botSubscribers'],
  ['fb/chat', owner([bot]), 'messengerChat'],
];

/** The admin screens built so far; the other admin paths are 'pending'. */
const adminPaths = [
  'home',
  'pages',
  'insta-accounts',
  'accounts',
  'receipts',
  'plans',
  'help',
  'help/sections/:id',
  'replies/fb',
  'replies/instagram',
  'commenter/list',
  'liker/list',
  'errors/list',
  'pages/accounts',
  'tools/logs',
  'tools/debug',
  'tools/queues',
  'notifications',
];

/** The admin screens, by path under /admin. */
const adminScreens: Partial<Record<string, ScreenName>> = {
  'errors/list': 'adminErrors',
  'tools/logs': 'adminLogs',
  'tools/debug': 'adminDebug',
  'tools/queues': 'adminQueues',
  home: 'adminHome',
  accounts: 'adminAccounts',
  'replies/fb': 'adminCampaigns',
  'replies/instagram': 'adminCampaigns',
  'commenter/list': 'adminEngagement',
  'liker/list': 'adminEngagement',
  'pages/accounts': 'adminPageOwners',
  pages: 'adminPages',
  'insta-accounts': 'adminInstagram',
  receipts: 'adminReceipts',
  plans: 'adminPlans',
  notifications: 'adminNotices',
  help: 'adminHelp',
  'help/sections/:id': 'adminHelpSection',
};

/** The routes under one prefix with their feature scope; those without a screen yet are 'pending'. */
function scopedUnder(
  prefix: string,
  routes: ScopedRoute[],
  featureScope: RouteAccess['featureScope'],
): RouteDeclaration[] {
  return routes.map(([path, access, screen]) => ({
    path: `${prefix}/${path}`,
    access: { ...access, featureScope },
    screen: screen ?? 'pending',
  }));
}

/** Every route of spec section 2 with its guard. */
export const routeDeclarations: readonly RouteDeclaration[] = [
  { path: '/auth/login', access: { auth: false, guestOnly: true }, screen: 'login' },
  { path: '/auth/facebook/callback', access: { auth: false }, screen: 'facebookCallback' },
  // Instagram Login links an account to the signed-in owner: the window is only offered inside.
  { path: '/auth/instagram/callback', access: owner(), screen: 'instagramCallback' },
  { path: '/auth/login-master', access: { auth: false }, screen: 'loginMaster' },
  { path: '/auth/reset-password/:token', access: { auth: false }, screen: 'resetPassword' },
  { path: '/dashboard', access: owner(), screen: 'home' },
  { path: '/dashboard/help', access: owner(), screen: 'help' },
  { path: '/dashboard/cloud', access: owner(), screen: 'cloud' },
  ...scopedUnder('/dashboard/fb', fbRoutes, 'page'),
  // Spec section 2 lists it under /dashboard/fb (reply feature), but an owner must reach their pages to add the
  // first one, reconnect or remove one whose subscription lacks the reply feature (section 6): no feature guard.
  { path: '/dashboard/fb/pages/accounts', access: owner(), screen: 'pagesAccounts' },
  ...scopedUnder('/dashboard/webview', webviewRoutes, 'page'),
  { path: '/dashboard/user/notifications', access: owner(), screen: 'notifications' },
  { path: '/dashboard/user/invoices', access: owner(), screen: 'invoices' },
  { path: '/dashboard/user/profile', access: owner(), screen: 'profile' },
  ...scopedUnder('/dashboard/instagram', instagramRoutes, 'instagram'),
  ...scopedUnder('/dashboard/store', storeRoutes, 'store'),
  ...scopedUnder('/dashboard/bot', botRoutes, 'page'),
  ...adminPaths.map((path): RouteDeclaration => ({
    path: `/admin/${path}`,
    access: { auth: true, admin: true },
    screen: adminScreens[path] ?? 'pending',
  })),
];

/** Routes that exist in the table but still show the coming-soon page (named in the README). */
export const pendingRoutePaths: readonly string[] = routeDeclarations
  .filter((route) => route.screen === 'pending')
  .map((route) => route.path);
