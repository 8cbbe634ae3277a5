import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint, type MultipartFile } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  instagramMediaIdSchema,
  instagramPostsQuerySchema,
  instagramPostsSchema,
  processCommentBodySchema,
  processCommentResponseSchema,
} from '../instagram-posts.ts';
import {
  instagramCampaignDetailSchema,
  instagramCampaignStatusParams,
  instagramReplyCampaignInputSchema,
  instagramReplyCampaignSchema,
  instagramReplyDependenciesSchema,
  instagramReplyTemplateInputSchema,
  instagramReplyTemplateSchema,
} from '../instagram-replies.ts';
import { replyReportsSchema } from '../replies.ts';
import {
  commentVisibilityInputSchema,
  commentVisibilityParams,
  commentVisibilitySchema,
  postCommentsQuerySchema,
  postCommentsSchema,
} from '../comment-moderation.ts';
import { replyReportsQuerySchema, trailQuerySchema } from './replies.ts';

const routes = apiRoutes.instagramReplies;
const tags = ['replies'];
const errors = [401, 403, 404, 422] as const;
const accountNote = 'The account is the one in the insta-id header (422 without it); it must have a reply feature.';

/** The image of an Instagram private reply (message type image); Meta fetches it from our address. */
const instagramReplyImage: MultipartFile = {
  description: 'The image sent for the message type image (replaces attachment_url)',
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
};

const campaignResponse = z.object({ campaign: instagramReplyCampaignSchema });

export const instagramRepliesEndpoints = {
  posts: defineEndpoint(routes.posts, {
    tags,
    summary: "The Instagram account's posts and reels (account in the insta-id header), newest first, read from Meta",
    description: 'The account must have a reply feature; 422 without the insta-id header.',
    query: instagramPostsQuerySchema,
    response: instagramPostsSchema,
    errors,
  }),
  processComment: defineEndpoint(routes.processComment, {
    tags,
    summary: 'Turn comments on an Instagram post on or off (account in the insta-id header)',
    description: "Meta's `POST /{ig-media-id}?comment_enabled=`; a post not of the account is not found.",
    params: z.object({ mediaId: instagramMediaIdSchema }),
    body: processCommentBodySchema,
    response: processCommentResponseSchema,
    errors,
  }),
  saveCampaign: defineEndpoint(routes.saveCampaign, {
    tags,
    summary: 'Create, or edit (with id), a comment reply campaign on an Instagram post or reel',
    description: `${accountNote} multipart/form-data with the fields of the reply form (lists as JSON text) and an optional \`attachment\` image for the message type image; the same values as JSON are accepted too. 422 lists field errors; 402 when the monthly reply limit is reached.`,
    params: z.object({ mediaId: instagramMediaIdSchema }),
    multipart: { fields: instagramReplyCampaignInputSchema, files: { attachment: instagramReplyImage } },
    response: campaignResponse,
    errors: [401, 402, 403, 404, 413, 422],
  }),
  listCampaigns: defineEndpoint(routes.listCampaigns, {
    tags,
    summary: "The Instagram account's comment reply campaigns, newest first",
    description: accountNote,
    response: z.object({ campaigns: z.array(instagramReplyCampaignSchema) }),
    errors,
  }),
  getCampaign: defineEndpoint(routes.getCampaign, {
    tags,
    summary: 'One Instagram campaign with the trail of what happened to each comment',
    description: accountNote,
    params: idParams,
    query: trailQuerySchema,
    response: instagramCampaignDetailSchema,
    errors,
  }),
  changeCampaignStatus: defineEndpoint(routes.changeCampaignStatus, {
    tags,
    summary: 'Start, stop or restart an Instagram campaign',
    description: accountNote,
    params: instagramCampaignStatusParams,
    response: campaignResponse,
    errors: [401, 402, 403, 404, 422],
  }),
  deleteCampaign: defineEndpoint(routes.deleteCampaign, {
    tags,
    summary: 'Delete an Instagram campaign with its trail',
    description: accountNote,
    params: idParams,
    response: null,
    errors,
  }),
  dependencies: defineEndpoint(routes.dependencies, {
    tags,
    summary: 'Private reply templates and the monthly quota for the Instagram reply form',
    description: accountNote,
    response: instagramReplyDependenciesSchema,
    errors,
  }),
  postComments: defineEndpoint(routes.postComments, {
    tags,
    summary: "An Instagram post's most recent comments as Meta returns them, with whether each is hidden",
    description: `${accountNote} Meta's \`GET /{ig-media-id}/comments\`, \`limit\` a page with Meta's cursor in \`next\`. A post not of the account is not found (404).`,
    params: z.object({ mediaId: instagramMediaIdSchema }),
    query: postCommentsQuerySchema,
    response: postCommentsSchema,
    errors,
  }),
  reports: defineEndpoint(routes.reports, {
    tags,
    summary: "The account's comments, replies sent, skipped by reason, failures, per day (campaign_id: one campaign)",
    description: accountNote,
    query: replyReportsQuerySchema,
    response: replyReportsSchema,
    errors,
  }),
  listReplyTemplates: defineEndpoint(routes.listReplyTemplates, {
    tags,
    summary: "The account's private reply templates",
    description: accountNote,
    response: z.object({ templates: z.array(instagramReplyTemplateSchema) }),
    errors,
  }),
  getReplyTemplate: defineEndpoint(routes.getReplyTemplate, {
    tags,
    summary: 'One Instagram private reply template',
    description: accountNote,
    params: idParams,
    response: z.object({ template: instagramReplyTemplateSchema }),
    errors,
  }),
  saveReplyTemplate: defineEndpoint(routes.saveReplyTemplate, {
    tags,
    summary: 'Create or edit (with id) an Instagram private reply template',
    description: `${accountNote} multipart/form-data with an optional \`attachment\` image, or the same values as JSON.`,
    multipart: { fields: instagramReplyTemplateInputSchema, files: { attachment: instagramReplyImage } },
    response: z.object({ template: instagramReplyTemplateSchema }),
    errors: [401, 403, 404, 413, 422],
  }),
  setCommentHidden: defineEndpoint(routes.setCommentHidden, {
    tags,
    summary: "Hide or show again a comment on one of the account's posts",
    description: `${accountNote} Meta's \`POST /{ig-comment-id}?hide=\`. A comment of the trail or listed by the post's comments; the account's own comment, one on another account's post and one Meta no longer shows are not found (404); Meta's refusals are 422 with their reason.`,
    params: commentVisibilityParams,
    body: commentVisibilityInputSchema,
    response: commentVisibilitySchema,
    errors,
  }),
  deleteReplyTemplate: defineEndpoint(routes.deleteReplyTemplate, {
    tags,
    summary: 'Delete an Instagram private reply template',
    description: accountNote,
    params: idParams,
    response: null,
    errors,
  }),
};
