import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint, type MultipartFile } from '../http/endpoint.ts';
import { idParams, idSchema } from '../http/ids.ts';
import { uploadKindByExtension, type UploadExtension } from '../uploads.ts';
import {
  commentVisibilityInputSchema,
  commentVisibilityParams,
  commentVisibilitySchema,
  facebookPostIdSchema,
  postCommentsQuerySchema,
  postCommentsSchema,
} from '../comment-moderation.ts';
import {
  campaignDetailSchema,
  commentTemplateInputSchema,
  commentTemplateSchema,
  pagePostsSchema,
  replyCampaignInputSchema,
  replyCampaignSchema,
  replyDependenciesSchema,
  replyReportsSchema,
  replyTemplateInputSchema,
  replyTemplateSchema,
} from '../replies.ts';

const routes = apiRoutes.replies;
const tags = ['replies'];

/** The image or file of a private message (spec section 5 upload types); Meta fetches it from our address. */
export const replyAttachmentFile: MultipartFile = {
  description: 'The image or file sent for the message types image and file (replaces attachment_url)',
  extensions: Object.keys(uploadKindByExtension) as UploadExtension[],
};

export const trailQuerySchema = z.object({
  trail_page: z.coerce.number().int().min(1).max(100_000).default(1),
  trail_limit: z.coerce.number().int().min(1).max(200).default(50),
  q: z.string().trim().max(100).default('').describe("Search the commenter's name or the comment"),
});

export const campaignStatusQuerySchema = z.object({ status: z.enum(['running', 'paused']) });

export const replyReportsQuerySchema = z.object({
  campaign_id: idSchema.optional(),
  // An instant, or a day (YYYY-MM-DD): from its start (from) or to its end (to) in the business time zone.
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});

const campaignResponse = z.object({ campaign: replyCampaignSchema });
const pageErrors = [401, 403, 404, 422] as const;

export const repliesEndpoints = {
  saveCampaign: defineEndpoint(routes.saveCampaign, {
    tags,
    summary: 'Create or edit (with id) a comment auto-reply campaign',
    description:
      'multipart/form-data with the fields of the reply form (lists and objects as JSON text) and an optional `attachment` file for the image or file message types; the same values as JSON are accepted too. 422 lists field errors; 402 when the plan\u2019s monthly reply limit is reached.',
    multipart: { fields: replyCampaignInputSchema, files: { attachment: replyAttachmentFile } },
    response: campaignResponse,
    errors: [401, 402, 403, 404, 413, 422],
  }),
  listCampaigns: defineEndpoint(routes.listCampaigns, {
    tags,
    summary: 'Campaigns of the current page',
    response: z.object({ campaigns: z.array(replyCampaignSchema) }),
    errors: pageErrors,
  }),
  getCampaign: defineEndpoint(routes.getCampaign, {
    tags,
    summary: 'One campaign with the trail of what happened to each comment',
    params: idParams,
    query: trailQuerySchema,
    response: campaignDetailSchema,
    errors: pageErrors,
  }),
  changeCampaignStatus: defineEndpoint(routes.changeCampaignStatus, {
    tags,
    summary: 'Start, stop or restart a campaign',
    params: idParams,
    query: campaignStatusQuerySchema,
    response: campaignResponse,
    errors: [401, 402, 403, 404, 422],
  }),
  deleteCampaign: defineEndpoint(routes.deleteCampaign, {
    tags,
    summary: 'Delete a campaign',
    params: idParams,
    response: null,
    errors: pageErrors,
  }),
  dependencies: defineEndpoint(routes.dependencies, {
    tags,
    summary: 'Templates and the monthly quota for the reply form',
    response: replyDependenciesSchema,
    errors: pageErrors,
  }),
  pagePosts: defineEndpoint(routes.pagePosts, {
    tags,
    summary: 'The latest 100 posts and 100 scheduled posts of the page, with their campaigns',
    description: 'The page is the one in the path, or else the page-id header.',
    params: z.object({ pageId: idSchema.optional().describe('Our page id, as in the page-id header') }),
    response: pagePostsSchema,
    errors: pageErrors,
  }),
  postComments: defineEndpoint(routes.postComments, {
    tags,
    summary:
      "A post's most recent comments as Meta returns them, with whether each is hidden (page in the page-id header)",
    description:
      "Meta's `GET /{post-id}/comments`, newest first, `limit` a page with Meta's cursor in `next`. A post not of the page is not found (404); Meta's refusals are 422 with their reason.",
    params: z.object({ postId: facebookPostIdSchema }),
    query: postCommentsQuerySchema,
    response: postCommentsSchema,
    errors: pageErrors,
  }),
  reports: defineEndpoint(routes.reports, {
    tags,
    summary: 'Comments received, replies sent, skipped by reason, failures, per day, and the quota',
    query: replyReportsQuerySchema,
    response: replyReportsSchema,
    errors: pageErrors,
  }),
  listReplyTemplates: defineEndpoint(routes.listReplyTemplates, {
    tags,
    summary: 'Private message templates',
    response: z.object({ templates: z.array(replyTemplateSchema) }),
    errors: pageErrors,
  }),
  getReplyTemplate: defineEndpoint(routes.getReplyTemplate, {
    tags,
    summary: 'One private message template',
    params: idParams,
    response: z.object({ template: replyTemplateSchema }),
    errors: pageErrors,
  }),
  saveReplyTemplate: defineEndpoint(routes.saveReplyTemplate, {
    tags,
    summary: 'Create or edit (with id) a private message template',
    description:
      'multipart/form-data (lists and objects as JSON text) with an optional `attachment` file, or the same values as JSON.',
    multipart: { fields: replyTemplateInputSchema, files: { attachment: replyAttachmentFile } },
    response: z.object({ template: replyTemplateSchema }),
    errors: [401, 403, 404, 413, 422],
  }),
  deleteReplyTemplate: defineEndpoint(routes.deleteReplyTemplate, {
    tags,
    summary: 'Delete a private message template',
    params: idParams,
    response: null,
    errors: pageErrors,
  }),
  listCommentTemplates: defineEndpoint(routes.listCommentTemplates, {
    tags,
    summary: 'Comment (public reply) templates',
    response: z.object({ templates: z.array(commentTemplateSchema) }),
    errors: pageErrors,
  }),
  saveCommentTemplate: defineEndpoint(routes.saveCommentTemplate, {
    tags,
    summary: 'Create or edit (with id) a comment template',
    body: commentTemplateInputSchema,
    response: z.object({ template: commentTemplateSchema }),
    errors: pageErrors,
  }),
  setCommentHidden: defineEndpoint(routes.setCommentHidden, {
    tags,
    summary: "Hide or show again a comment on one of the page's posts (page in the page-id header)",
    description:
      "Meta's `POST /{comment-id}?is_hidden=`. A comment of the trail or listed by the post's comments; the page's own comment, one on another page's post and one Meta no longer shows are not found (404); Meta's refusals are 422 with their reason.",
    params: commentVisibilityParams,
    body: commentVisibilityInputSchema,
    response: commentVisibilitySchema,
    errors: pageErrors,
  }),
  deleteCommentTemplate: defineEndpoint(routes.deleteCommentTemplate, {
    tags,
    summary: 'Delete a comment template',
    params: idParams,
    response: null,
    errors: pageErrors,
  }),
};
