/** Query keys of the reply feature; every key starts with the current page so switching pages never mixes lists. */
export const replyQueryKeys = {
  all: ['replies'] as const,
  posts: (pageId: number | null) => ['replies', pageId, 'posts'] as const,
  dependencies: (pageId: number | null) => ['replies', pageId, 'dependencies'] as const,
  campaigns: (pageId: number | null) => ['replies', pageId, 'campaigns'] as const,
  campaign: (pageId: number | null, id: number) => ['replies', pageId, 'campaign', id] as const,
  templates: (pageId: number | null) => ['replies', pageId, 'templates'] as const,
  template: (pageId: number | null, id: number) => ['replies', pageId, 'template', id] as const,
  commentTemplates: (pageId: number | null) => ['replies', pageId, 'comment-templates'] as const,
  reports: (pageId: number | null) => ['replies', pageId, 'reports'] as const,
  engagement: (pageId: number | null) => ['replies', pageId, 'engagement'] as const,
  commenterPost: (pageId: number | null, postId: string) => ['replies', pageId, 'commenter-post', postId] as const,
};
