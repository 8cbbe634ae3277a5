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
  login: () => import('@/features/auth/routes/login-route.tsx').then((module) => ({ Component: module.LoginRoute })),
  facebookCallback: () =>
    import('@/features/auth/routes/facebook-callback-route.tsx').then((module) => ({
      Component: module.FacebookCallbackRoute,
    })),
  loginMaster: () =>
    import('@/features/auth/routes/login-master-route.tsx').then((module) => ({
      Component: module.LoginMasterRoute,
    })),
  home: () => import('@/features/home/routes/home-route.tsx').then((module) => ({ Component: module.HomeRoute })),
  notifications: () =>
    import('@/features/notifications/routes/notifications-route.tsx').then((module) => ({
      Component: module.NotificationsRoute,
    })),
  botBuilder: () =>
    import('@/features/bot-flows/routes/bot-builder-route.tsx').then((module) => ({
      Component: module.BotBuilderRoute,
    })),
  botSettings: () =>
    import('@/features/bot/settings/bot-settings-route.tsx').then((module) => ({
      Component: module.BotSettingsRoute,
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
    import('@/features/inbox/subscribers/subscribers-routes.tsx').then((module) => ({
      Component: module.ReferralSubscribersRoute,
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
