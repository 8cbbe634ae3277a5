// The API's route table: method, path and access of every endpoint, by feature. Plain values with no zod, so the
// web app can name an endpoint without loading its schemas; `endpoints.ts` attaches the schemas to each route.
import type { EndpointRoute } from './http/endpoint.ts';

export const apiRoutes = {
  health: {
    status: { method: 'GET', path: '/api/health', access: 'public' },
  },
  auth: {
    ownerLogin: { method: 'POST', path: '/api/auth/owner-login', access: 'public' },
    profile: { method: 'GET', path: '/api/user/profile' },
    changePassword: { method: 'POST', path: '/api/user/password', access: 'self' },
    logout: { method: 'POST', path: '/api/auth/logout' },
    impersonate: { method: 'POST', path: '/api/admin/users/:id/impersonate', access: 'admin', resource: 'user' },
  },
  accounts: {
    linked: { method: 'GET', path: '/api/user/accounts' },
  },
  linking: {
    facebookDialog: { method: 'GET', path: '/api/auth/facebook/dialog', access: 'optional' },
    loginWithCode: { method: 'POST', path: '/api/auth/login-code', access: 'optional' },
    loginWithToken: { method: 'POST', path: '/api/auth/login', access: 'public' },
    addPages: { method: 'POST', path: '/api/auth/add-pages' },
    addInstagramAccounts: { method: 'POST', path: '/api/instagram/account/add' },
    removePage: { method: 'DELETE', path: '/api/pages/:id', resource: 'page' },
    removeInstagramAccount: { method: 'DELETE', path: '/api/instagram/accounts/:id', resource: 'instagram-account' },
    pageDoctor: { method: 'GET', path: '/api/pages/:id/connection-doctor', resource: 'page' },
    subscribePage: { method: 'POST', path: '/api/pages/:id/subscribe', resource: 'page' },
    instagramDoctor: {
      method: 'GET',
      path: '/api/instagram/accounts/:id/connection-doctor',
      resource: 'instagram-account',
    },
    subscribeInstagram: {
      method: 'POST',
      path: '/api/instagram/accounts/:id/subscribe',
      resource: 'instagram-account',
    },
    checkPagePermissions: {
      method: 'GET',
      path: '/api/admin/pages/check-permissions/:id',
      access: 'admin',
      resource: 'page',
    },
    addPagePermissions: {
      method: 'GET',
      path: '/api/admin/pages/add-permissions/:id',
      access: 'admin',
      resource: 'page',
    },
    checkInstagramPermissions: {
      method: 'GET',
      path: '/api/admin/instagram/accounts/check-permissions/:id',
      access: 'admin',
      resource: 'instagram-account',
    },
    addInstagramPermissions: {
      method: 'GET',
      path: '/api/admin/instagram/accounts/add-permissions/:id',
      access: 'admin',
      resource: 'instagram-account',
    },
  },
  notifications: {
    list: { method: 'GET', path: '/api/user/notifications' },
    markRead: { method: 'POST', path: '/api/user/notifications/mark-read/:id', resource: 'notification' },
    markAllRead: { method: 'POST', path: '/api/user/notifications/mark-all-read' },
    remove: { method: 'DELETE', path: '/api/user/notifications/delete/:id', resource: 'notification' },
  },
  admin: {
    searchUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
    failedEvents: { method: 'GET', path: '/api/admin/errors/list', access: 'admin' },
    retryFailedEvent: {
      method: 'POST',
      path: '/api/admin/errors/retry/:id',
      access: 'admin',
      resource: 'webhook-event',
    },
  },
  replies: {
    saveCampaign: { method: 'POST', path: '/api/facebook/reply/add' },
    listCampaigns: { method: 'GET', path: '/api/facebook/reply/list' },
    getCampaign: { method: 'GET', path: '/api/facebook/reply/get/:id', resource: 'reply-campaign' },
    changeCampaignStatus: { method: 'GET', path: '/api/facebook/reply/change-status/:id', resource: 'reply-campaign' },
    deleteCampaign: { method: 'DELETE', path: '/api/facebook/reply/delete/:id', resource: 'reply-campaign' },
    dependencies: { method: 'GET', path: '/api/facebook/reply/dependencies' },
    pagePosts: { method: 'GET', path: '/api/pages/posts/:pageId?', resource: 'page' },
    reports: { method: 'GET', path: '/api/facebook/reply/reports' },
    listReplyTemplates: { method: 'GET', path: '/api/facebook/reply/templates' },
    getReplyTemplate: { method: 'GET', path: '/api/facebook/reply/templates/:id', resource: 'reply-template' },
    saveReplyTemplate: { method: 'POST', path: '/api/facebook/reply/templates' },
    deleteReplyTemplate: { method: 'DELETE', path: '/api/facebook/reply/templates/:id', resource: 'reply-template' },
    listCommentTemplates: { method: 'GET', path: '/api/facebook/reply/comment-templates' },
    saveCommentTemplate: { method: 'POST', path: '/api/facebook/reply/comment-templates' },
    deleteCommentTemplate: {
      method: 'DELETE',
      path: '/api/facebook/reply/comment-templates/:id',
      resource: 'comment-template',
    },
  },
  engagement: {
    pageState: { method: 'GET', path: '/api/pages/page-commenter/:pageId', resource: 'page' },
    commenterPost: { method: 'GET', path: '/api/facebook/reply/page-commenter/:postId' },
    change: { method: 'POST', path: '/api/facebook/reply/comment' },
  },
  publishing: {
    savePost: { method: 'POST', path: '/api/posts' },
    listPosts: { method: 'GET', path: '/api/posts' },
    getPost: { method: 'GET', path: '/api/posts/:id', resource: 'post' },
    deletePost: { method: 'DELETE', path: '/api/posts/:id', resource: 'post' },
    publishNow: { method: 'POST', path: '/api/posts/:id/publish-now', resource: 'post' },
    reschedule: { method: 'POST', path: '/api/posts/:id/reschedule', resource: 'post' },
    preflight: { method: 'POST', path: '/api/posts/preflight' },
    uploadMedia: { method: 'POST', path: '/api/posts/media' },
    listTemplates: { method: 'GET', path: '/api/posts/templates' },
    saveTemplate: { method: 'POST', path: '/api/posts/templates' },
    deleteTemplate: { method: 'DELETE', path: '/api/posts/templates/:id', resource: 'post-template' },
    nativeScheduledPosts: { method: 'GET', path: '/api/pages/:pageId/scheduled-posts', resource: 'page' },
    publishNativeNow: {
      method: 'POST',
      path: '/api/pages/:pageId/scheduled-posts/:postId/publish-now',
      resource: 'page',
    },
    deleteNative: { method: 'DELETE', path: '/api/pages/:pageId/scheduled-posts/:postId', resource: 'page' },
    instagramStories: { method: 'GET', path: '/api/instagram/accounts/:id/stories', resource: 'instagram-account' },
    hashtagSearch: { method: 'GET', path: '/api/instagram/hashtags/search' },
    hashtagUsage: { method: 'GET', path: '/api/instagram/hashtags/usage' },
  },
} as const satisfies Record<string, Record<string, EndpointRoute>>;

export type ApiRoutes = typeof apiRoutes;
