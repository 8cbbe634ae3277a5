import type { ComponentType } from 'react';
import type { FeatureRequirement, RouteAccess } from './route-access.ts';

type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type RouteDefinition = {
  path: string;
  access: RouteAccess;
  /** 'pending' screens render the shared coming-soon page and stay out of the menu. */
  screen: ScreenLoader | 'pending';
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

const screens = {
  home: () => import('@/features/home/routes/home-route.tsx').then((module) => ({ Component: module.HomeRoute })),
  notifications: () =>
    import('@/features/notifications/routes/notifications-route.tsx').then((module) => ({
      Component: module.NotificationsRoute,
    })),
  pagesAccounts: () =>
    import('@/features/accounts/routes/pages-accounts-route.tsx').then((module) => ({
      Component: module.PagesAccountsRoute,
    })),
  replyPosts: () =>
    import('@/features/replies/routes/posts-route.tsx').then((module) => ({ Component: module.PostsRoute })),
  replyReports: () =>
    import('@/features/replies/routes/reports-route.tsx').then((module) => ({ Component: module.ReportsRoute })),
  newReply: () =>
    import('@/features/replies/routes/reply-route.tsx').then((module) => ({ Component: module.NewReplyRoute })),
  editReply: () =>
    import('@/features/replies/routes/reply-route.tsx').then((module) => ({ Component: module.EditReplyRoute })),
  replyTemplates: () =>
    import('@/features/replies/routes/reply-templates-route.tsx').then((module) => ({
      Component: module.ReplyTemplatesRoute,
    })),
  addReplyTemplate: () =>
    import('@/features/replies/routes/reply-template-edit-route.tsx').then((module) => ({
      Component: module.AddReplyTemplateRoute,
    })),
  editReplyTemplate: () =>
    import('@/features/replies/routes/reply-template-edit-route.tsx').then((module) => ({
      Component: module.EditReplyTemplateRoute,
    })),
  commentTemplates: () =>
    import('@/features/replies/routes/comment-templates-route.tsx').then((module) => ({
      Component: module.CommentTemplatesRoute,
    })),
  commentTemplate: () =>
    import('@/features/replies/routes/comment-template-edit-route.tsx').then((module) => ({
      Component: module.CommentTemplateEditRoute,
    })),
} satisfies Record<string, ScreenLoader>;

type ScopedRoute = [path: string, access: RouteAccess, screen?: ScreenLoader];

const fbRoutes: ScopedRoute[] = [
  ['posts', owner([reply]), screens.replyPosts],
  ['reports', owner([reply]), screens.replyReports],
  ['reply/:id', owner([reply]), screens.newReply],
  ['reply/:id/edit', owner([reply]), screens.editReply],
  ['replies/templates', owner([reply]), screens.replyTemplates],
  ['replies/add-template', owner([reply]), screens.addReplyTemplate],
  ['replies/edit-template/:id', owner([reply]), screens.editReplyTemplate],
  ['comment/templates', owner([reply]), screens.commentTemplates],
  ['comment/templates/:id?', owner([reply]), screens.commentTemplate],
  ['published-posts', owner([posterOrReply])],
  ['scheduled-posts', owner([posterOrReply])],
  ['poster/:id?', owner([posterOrReply])],
  ['fb-scheduled-posts', owner([posterOrReply])],
  ['subscribers', owner(undefined, { referral: true })],
];

const instagramRoutes: [string, RouteAccess][] = [
  ['posts', owner([reply])],
  ['reports', owner([reply])],
  ['reply/:id', owner([reply])],
  ['reply/:id/edit', owner([reply])],
  ['templates', owner([reply])],
  ['replies/add-template', owner([reply])],
  ['replies/edit-template/:id', owner([reply])],
  ['hashtag/search', owner([posterOrReply])],
  ['published-posts', owner([posterOrReply])],
  ['scheduled-posts', owner([posterOrReply])],
  ['poster/:id?', owner([posterOrReply])],
  ['quick-reply/story-mention', owner([reply])],
  ['quick-reply/story-reply', owner([reply])],
  ['instagram-stories', owner([reply])],
  ['stories-reply/:id', owner([reply])],
  ['stories-reply/:id/edit', owner([reply])],
  ['chat', owner()],
];

const webviewRoutes: [string, RouteAccess][] = [
  ['templates', owner([botOrStore], { needsDomain: true })],
  ['templates/template/:id?', owner([botOrStore], { needsDomain: true })],
  ['requests', owner([botOrStore], { needsDomain: true })],
];

const storeRoutes: [string, RouteAccess][] = [
  ['categories', owner([store])],
  ['products', owner([store])],
  ['settings/:id', owner([store])],
  ['products/process/:id?', owner([store])],
];

const botRoutes: [string, RouteAccess][] = [
  ['builder/:id?', owner([bot])],
  ['templates', owner([bot])],
  ['settings', owner([bot])],
  ['subscribers', owner([bot])],
  ['fb/chat', owner([bot])],
];

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
];

/** The routes under one prefix with their feature scope; those without a screen yet are 'pending'. */
function scopedUnder(
  prefix: string,
  routes: ScopedRoute[],
  featureScope: RouteAccess['featureScope'],
): RouteDefinition[] {
  return routes.map(([path, access, screen]) => ({
    path: `${prefix}/${path}`,
    access: access.features ? { ...access, featureScope } : access,
    screen: screen ?? 'pending',
  }));
}

/** Every route of spec section 2 with its guard. */
export const routeTable: readonly RouteDefinition[] = [
  {
    path: '/auth/login',
    access: { auth: false, guestOnly: true },
    screen: () => import('@/features/auth/routes/login-route.tsx').then((module) => ({ Component: module.LoginRoute })),
  },
  {
    path: '/auth/facebook/callback',
    access: { auth: false },
    screen: () =>
      import('@/features/auth/routes/facebook-callback-route.tsx').then((module) => ({
        Component: module.FacebookCallbackRoute,
      })),
  },
  {
    path: '/auth/login-master',
    access: { auth: false },
    screen: () =>
      import('@/features/auth/routes/login-master-route.tsx').then((module) => ({
        Component: module.LoginMasterRoute,
      })),
  },
  { path: '/dashboard', access: owner(), screen: screens.home },
  { path: '/dashboard/help', access: owner(), screen: 'pending' },
  { path: '/dashboard/cloud', access: owner(), screen: 'pending' },
  ...scopedUnder('/dashboard/fb', fbRoutes, 'page'),
  // Spec section 2 lists it under /dashboard/fb (reply feature), but an owner must reach their pages to add the
  // first one, reconnect or remove one whose subscription lacks the reply feature (section 6): no feature guard.
  { path: '/dashboard/fb/pages/accounts', access: owner(), screen: screens.pagesAccounts },
  ...scopedUnder('/dashboard/webview', webviewRoutes, 'page'),
  { path: '/dashboard/user/notifications', access: owner(), screen: screens.notifications },
  { path: '/dashboard/user/invoices', access: owner(), screen: 'pending' },
  ...scopedUnder('/dashboard/instagram', instagramRoutes, 'instagram'),
  ...scopedUnder('/dashboard/store', storeRoutes, 'store'),
  ...scopedUnder('/dashboard/bot', botRoutes, 'page'),
  ...adminPaths.map((path): RouteDefinition => ({
    path: `/admin/${path}`,
    access: { auth: true, admin: true },
    screen: 'pending',
  })),
];

/** Routes that exist in the table but still show the coming-soon page (named in the README). */
export const pendingRoutePaths: readonly string[] = routeTable
  .filter((route) => route.screen === 'pending')
  .map((route) => route.path);

export function isBuiltPath(path: string): boolean {
  return routeTable.some((route) => route.path === path && route.screen !== 'pending');
}
