/** Where the reply screens live (spec section 2, under /dashboard/fb). */
export const replyPaths = {
  posts: '/dashboard/fb/posts',
  reports: '/dashboard/fb/reports',
  newCampaign: (postId: string) => `/dashboard/fb/reply/${postId}`,
  editCampaign: (campaignId: number) => `/dashboard/fb/reply/${campaignId}/edit`,
  replyTemplates: '/dashboard/fb/replies/templates',
  addReplyTemplate: '/dashboard/fb/replies/add-template',
  editReplyTemplate: (id: number) => `/dashboard/fb/replies/edit-template/${id}`,
  commentTemplates: '/dashboard/fb/comment/templates',
  newCommentTemplate: '/dashboard/fb/comment/templates/new',
  editCommentTemplate: (id: number) => `/dashboard/fb/comment/templates/${id}`,
} as const;
