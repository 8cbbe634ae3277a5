import type { ComponentType } from 'react';
import type { RouteAccess } from './route-access.ts';
import { routeDeclarations, type ScreenName } from './route-declarations.ts';

type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type RouteDefinition = {
  path: string;
  access: RouteAccess;
  /** 'pending' screens render the shared coming-soon page and stay out of the menu. */
  screen: ScreenLoader | 'pending';
};

const screens = {
  adminErrors: () =>
    import('@/features/admin-tools/routes/errors-route.tsx').then((module) => ({ Component: module.ErrorsRoute })),
  adminLogs: () =>
    import('@/features/admin-tools/routes/logs-route.tsx').then((module) => ({ Component: module.LogsRoute })),
  adminDebug: () =>
    import('@/features/admin-tools/routes/debug-route.tsx').then((module) => ({ Component: module.DebugRoute })),
  adminQueues: () =>
    import('@/features/admin-tools/routes/queues-route.tsx').then((module) => ({ Component: module.QueuesRoute })),
  login: () => import('@/features/auth/routes/login-route.tsx').then((module) => ({ Component: module.LoginRoute })),
  facebookCallback: () =>
    import('@/features/auth/routes/facebook-callback-route.tsx').then((module) => ({
      Component: module.FacebookCallbackRoute,
    })),
  instagramCallback: () =>
    import('@/features/auth/routes/instagram-callback-route.tsx').then((module) => ({
      Component: module.InstagramCallbackRoute,
    })),
  loginMaster: () =>
    import('@/features/auth/routes/login-master-route.tsx').then((module) => ({
      Component: module.LoginMasterRoute,
    })),
  help: () => import('@/features/help/routes/help-route.tsx').then((module) => ({ Component: module.HelpRoute })),
  adminHelp: () =>
    import('@/features/help/routes/admin-help-route.tsx').then((module) => ({ Component: module.AdminHelpRoute })),
  adminHelpSection: () =>
    import('@/features/help/routes/admin-help-section-route.tsx').then((module) => ({
      Component: module.AdminHelpSectionRoute,
    })),
  resetPassword: () =>
    import('@/features/auth/routes/reset-password-route.tsx').then((module) => ({
      Component: module.ResetPasswordRoute,
    })),
  profile: () =>
    import('@/features/profile/routes/profile-route.tsx').then((module) => ({ Component: module.ProfileRoute })),
  home: () => import('@/features/home/routes/home-route.tsx').then((module) => ({ Component: module.HomeRoute })),
  notifications: () =>
    import('@/features/notifications/routes/notifications-route.tsx').then((module) => ({
      Component: module.NotificationsRoute,
    })),
  adminNotices: () =>
    import('@/features/notifications/admin/admin-notices-route.tsx').then((module) => ({
      Component: module.AdminNoticesRoute,
    })),
  botBuilder: () =>
    import('@/features/bot-flows/routes/bot-builder-route.tsx').then((module) => ({
      Component: module.BotBuilderRoute,
    })),
  botSettings: () =>
    import('@/features/bot/settings/bot-settings-route.tsx').then((module) => ({
      Component: module.BotSettingsRoute,
    })),
  orderForms: () =>
    import('@/features/webview/templates/order-forms-route.tsx').then((module) => ({
      Component: module.OrderFormsRoute,
    })),
  orderFormBuilder: () =>
    import('@/features/webview/templates/order-form-builder-route.tsx').then((module) => ({
      Component: module.OrderFormBuilderRoute,
    })),
  botTemplates: () =>
    import('@/features/bot/routes/bot-templates-route.tsx').then((module) => ({
      Component: module.BotTemplatesRoute,
    })),
  botSubscribers: () =>
    import('@/features/inbox/subscribers/subscribers-routes.tsx').then((module) => ({
      Component: module.BotSubscribersRoute,
    })),
  referralSubscribers: () =>
    import('./referral-subscribers-screen.tsx').then((module) => ({
      Component: module.ReferralSubscribersScreen,
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
  facebookPoster: () =>
    import('@/features/publishing/routes/poster-route.tsx').then((module) => ({
      Component: module.FacebookPosterRoute,
    })),
  instagramPoster: () =>
    import('@/features/publishing/routes/poster-route.tsx').then((module) => ({
      Component: module.InstagramPosterRoute,
    })),
  facebookPublishedPosts: () =>
    import('@/features/publishing/routes/post-lists-route.tsx').then((module) => ({
      Component: module.FacebookPublishedPostsRoute,
    })),
  facebookScheduledPosts: () =>
    import('@/features/publishing/routes/post-lists-route.tsx').then((module) => ({
      Component: module.FacebookScheduledPostsRoute,
    })),
  instagramPublishedPosts: () =>
    import('@/features/publishing/routes/post-lists-route.tsx').then((module) => ({
      Component: module.InstagramPublishedPostsRoute,
    })),
  instagramScheduledPosts: () =>
    import('@/features/publishing/routes/post-lists-route.tsx').then((module) => ({
      Component: module.InstagramScheduledPostsRoute,
    })),
  facebookNativeScheduledPosts: () =>
    import('@/features/publishing/routes/native-scheduled-posts-route.tsx').then((module) => ({
      Component: module.NativeScheduledPostsRoute,
    })),
  hashtagSearch: () =>
    import('@/features/publishing/routes/hashtag-search-route.tsx').then((module) => ({
      Component: module.HashtagSearchRoute,
    })),
  instagramPosts: () =>
    import('@/features/replies/routes/instagram-posts-route.tsx').then((module) => ({
      Component: module.InstagramPostsRoute,
    })),
  instagramReplyReports: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramReportsRoute,
    })),
  instagramNewReply: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramNewReplyRoute,
    })),
  instagramEditReply: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramEditReplyRoute,
    })),
  instagramReplyTemplates: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramReplyTemplatesRoute,
    })),
  instagramAddReplyTemplate: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramAddReplyTemplateRoute,
    })),
  instagramEditReplyTemplate: () =>
    import('@/features/replies/routes/instagram-reply-routes.tsx').then((module) => ({
      Component: module.InstagramEditReplyTemplateRoute,
    })),
  instagramStoryMentionQuickReply: () =>
    import('@/features/story-answers/story-quick-reply-routes.tsx').then((module) => ({
      Component: module.StoryMentionQuickReplyRoute,
    })),
  instagramStoryReplyQuickReply: () =>
    import('@/features/story-answers/story-quick-reply-routes.tsx').then((module) => ({
      Component: module.StoryReplyQuickReplyRoute,
    })),
  instagramStories: () =>
    import('@/features/story-answers/instagram-stories-screen.tsx').then((module) => ({
      Component: module.InstagramStoriesScreen,
    })),
  instagramStoryCampaign: () =>
    import('@/features/story-answers/story-campaign-screen.tsx').then((module) => ({
      Component: module.StoryCampaignScreen,
    })),
  editInstagramStoryCampaign: () =>
    import('@/features/story-answers/story-campaign-edit-screen.tsx').then((module) => ({
      Component: module.StoryCampaignEditScreen,
    })),
  messengerChat: () =>
    import('@/features/inbox/routes/inbox-routes.tsx').then((module) => ({ Component: module.MessengerChatRoute })),
  instagramChat: () =>
    import('@/features/inbox/routes/inbox-routes.tsx').then((module) => ({ Component: module.InstagramChatRoute })),
  adminHome: () =>
    import('@/features/admin-console/routes/admin-home-route.tsx').then((module) => ({
      Component: module.AdminHomeRoute,
    })),
  adminAccounts: () =>
    import('@/features/admin-console/routes/admin-accounts-route.tsx').then((module) => ({
      Component: module.AdminAccountsRoute,
    })),
  adminCampaigns: () =>
    import('@/features/admin-console/routes/admin-campaigns-route.tsx').then((module) => ({
      Component: module.AdminCampaignsRoute,
    })),
  adminEngagement: () =>
    import('@/features/admin-console/routes/admin-engagement-route.tsx').then((module) => ({
      Component: module.AdminEngagementRoute,
    })),
  adminPageOwners: () =>
    import('@/features/admin-console/routes/admin-page-owners-route.tsx').then((module) => ({
      Component: module.AdminPageOwnersRoute,
    })),
  adminPages: () =>
    import('@/features/admin-pages/routes/admin-pages-route.tsx').then((module) => ({
      Component: module.AdminPagesRoute,
    })),
  adminInstagram: () =>
    import('@/features/admin-pages/routes/admin-instagram-route.tsx').then((module) => ({
      Component: module.AdminInstagramRoute,
    })),
  invoices: () =>
    import('@/features/billing/routes/invoices-route.tsx').then((module) => ({ Component: module.InvoicesRoute })),
  adminReceipts: () =>
    import('@/features/billing/routes/admin-receipts-route.tsx').then((module) => ({
      Component: module.AdminReceiptsRoute,
    })),
  adminPlans: () =>
    import('@/features/billing/routes/admin-plans-route.tsx').then((module) => ({
      Component: module.AdminPlansRoute,
    })),
  webviewRequests: () =>
    import('@/features/webview/requests/requests-route.tsx').then((module) => ({ Component: module.RequestsRoute })),
  storeCategories: () =>
    import('@/features/store/routes/categories-route.tsx').then((module) => ({ Component: module.CategoriesRoute })),
  storeProducts: () =>
    import('@/features/store/routes/products-route.tsx').then((module) => ({ Component: module.ProductsRoute })),
  storeSettings: () =>
    import('@/features/store/routes/settings-route.tsx').then((module) => ({ Component: module.StoreSettingsRoute })),
  storeProduct: () =>
    import('@/features/store/routes/product-form-route.tsx').then((module) => ({ Component: module.ProductFormRoute })),
  cloud: () => import('@/features/cloud/routes/cloud-route.tsx').then((module) => ({ Component: module.CloudRoute })),
} satisfies Record<ScreenName, ScreenLoader>;

/** Every route of spec section 2 with its guard (`route-declarations.ts`) and its screen. */
export const routeTable: readonly RouteDefinition[] = routeDeclarations.map((route) => ({
  path: route.path,
  access: route.access,
  screen: route.screen === 'pending' ? 'pending' : screens[route.screen],
}));

export { pendingRoutePaths } from './route-declarations.ts';

export function isBuiltPath(path: string): boolean {
  return routeTable.some((route) => route.path === path && route.screen !== 'pending');
}
