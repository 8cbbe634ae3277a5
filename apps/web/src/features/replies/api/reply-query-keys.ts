/**
 * Query keys of the reply feature; every key starts with the scope (the page id, or `facebook:{pageId}` / `instagram:{accountId}`,
 * see `useReplyScope`) so switching pages or accounts never mixes lists.
 */
type Scope = string | number | null;

export const replyQueryKeys = {
  all: ['replies'] as const,
  posts: (scope: Scope) => ['replies', scope, 'posts'] as const,
  dependencies: (scope: Scope) => ['replies', scope, 'dependencies'] as const,
  campaigns: (scope: Scope) => ['replies', scope, 'campaigns'] as const,
  campaign: (scope: Scope, id: number) => ['replies', scope, 'campaign', id] as const,
  templates: (scope: Scope) => ['replies', scope, 'templates'] as const,
  template: (scope: Scope, id: number) => ['replies', scope, 'template', id] as const,
  commentTemplates: (scope: Scope) => ['replies', scope, 'comment-templates'] as const,
  reports: (scope: Scope) => ['replies', scope, 'reports'] as const,
  engagement: (scope: Scope) => ['replies', scope, 'engagement'] as const,
  commenterPost: (scope: Scope, postId: string) => ['replies', scope, 'commenter-post', postId] as const,
  postComments: (scope: Scope, postId: string) => ['replies', scope, 'post-comments', postId] as const,
};
