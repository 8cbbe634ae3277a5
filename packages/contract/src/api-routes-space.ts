// The seller's own space (issue 31): the media cloud, the help centre, the home's figures, the profile and its
// security. Part of `apiRoutes`, zod-free; each part adds its group here.
import type { EndpointRoute } from './http/endpoint.ts';

export const sellerSpaceRoutes = {
  cloud: {
    usage: { method: 'GET', path: '/api/cloud/usage' },
    files: { method: 'GET', path: '/api/cloud/files' },
    upload: { method: 'POST', path: '/api/cloud/files' },
    moveFile: { method: 'PATCH', path: '/api/cloud/files/:id', resource: 'cloud-file' },
    fileUses: { method: 'GET', path: '/api/cloud/files/:id/uses', resource: 'cloud-file' },
    deleteFile: { method: 'DELETE', path: '/api/cloud/files/:id', resource: 'cloud-file' },
    folders: { method: 'GET', path: '/api/cloud/folders' },
    createFolder: { method: 'POST', path: '/api/cloud/folders' },
    renameFolder: { method: 'PATCH', path: '/api/cloud/folders/:id', resource: 'cloud-folder' },
    deleteFolder: { method: 'DELETE', path: '/api/cloud/folders/:id', resource: 'cloud-folder' },
  },
  adminNotices: {
    send: { method: 'POST', path: '/api/admin/notifications', access: 'admin' },
  },
  push: {
    settings: { method: 'GET', path: '/api/user/push' },
    savePreferences: { method: 'PUT', path: '/api/user/push/preferences' },
    subscribe: { method: 'POST', path: '/api/user/push/subscriptions' },
    unsubscribe: { method: 'POST', path: '/api/user/push/subscriptions/remove' },
  },
  help: {
    centre: { method: 'GET', path: '/api/help' },
    article: { method: 'GET', path: '/api/help/articles/:id', resource: 'help-article' },
    search: { method: 'GET', path: '/api/help/search' },
    forScreen: { method: 'GET', path: '/api/help/screen' },
    sections: { method: 'GET', path: '/api/admin/help/sections', access: 'admin' },
    section: { method: 'GET', path: '/api/admin/help/sections/:id', access: 'admin', resource: 'help-section' },
    createSection: { method: 'POST', path: '/api/admin/help/sections', access: 'admin' },
    updateSection: { method: 'PUT', path: '/api/admin/help/sections/:id', access: 'admin', resource: 'help-section' },
    deleteSection: {
      method: 'DELETE',
      path: '/api/admin/help/sections/:id',
      access: 'admin',
      resource: 'help-section',
    },
    reorderSections: { method: 'POST', path: '/api/admin/help/sections-order', access: 'admin' },
    createArticle: { method: 'POST', path: '/api/admin/help/articles', access: 'admin' },
    updateArticle: { method: 'PUT', path: '/api/admin/help/articles/:id', access: 'admin', resource: 'help-article' },
    setArticleStatus: {
      method: 'POST',
      path: '/api/admin/help/articles/:id/status',
      access: 'admin',
      resource: 'help-article',
    },
    deleteArticle: {
      method: 'DELETE',
      path: '/api/admin/help/articles/:id',
      access: 'admin',
      resource: 'help-article',
    },
    uploadImage: { method: 'POST', path: '/api/admin/help/images', access: 'admin' },
  },
  home: { home: { method: 'GET', path: '/api/home' } },
  profile: {
    update: { method: 'PUT', path: '/api/user/profile', access: 'self' },
    sessions: { method: 'GET', path: '/api/user/sessions', access: 'self' },
    endSession: { method: 'DELETE', path: '/api/user/sessions/:id', access: 'self', resource: 'session' },
    endOtherSessions: { method: 'POST', path: '/api/user/sessions/sign-out-others', access: 'self' },
    issuePasswordReset: {
      method: 'POST',
      path: '/api/admin/users/:id/password-reset',
      access: 'admin',
      resource: 'user',
    },
    passwordResetStatus: { method: 'GET', path: '/api/auth/password-reset/:token', access: 'public' },
    resetPassword: { method: 'POST', path: '/api/auth/password-reset', access: 'public' },
    signInOptions: { method: 'GET', path: '/api/auth/sign-in-options', access: 'public' },
    requestPasswordResetEmail: { method: 'POST', path: '/api/auth/password-reset/email', access: 'public' },
  },
} as const satisfies Record<string, Record<string, EndpointRoute>>;
