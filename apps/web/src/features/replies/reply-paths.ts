/** Where a channel's reply screens live (spec section 2: under /dashboard/fb and /dashboard/instagram). */
export type ReplyPaths = {
  posts: string;
  reports: string;
  newCampaign: (postId: string) => string;
  editCampaign: (campaignId: number) => string;
  replyTemplates: string;
  addReplyTemplate: string;
  editReplyTemplate: (id: number) => string;
};

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

export const instagramReplyPaths: ReplyPaths = {
  posts: '/dashboard/instagram/posts',
  reports: '/dashboard/instagram/reports',
  newCampaign: (mediaId: string) => `/dashboard/instagram/reply/${mediaId}`,
  editCampaign: (campaignId: number) => `/dashboard/instagram/reply/${campaignId}/edit`,
  replyTemplates: '/dashboard/instagram/templates',
  addReplyTemplate: '/dashboard/instagram/replies/add-template',
  editReplyTemplate: (id: number) => `/dashboard/instagram/replies/edit-template/${id}`,
};
