import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  hashtagSearchQuerySchema,
  hashtagSearchSchema,
  hashtagUsageSchema,
  instagramStoriesSchema,
  mediaFileSchema,
  metaPostIdParams,
  nativeScheduledPostsSchema,
  postInputSchema,
  postListQuerySchema,
  postListSchema,
  postNetworks,
  postSchema,
  postTemplateInputSchema,
  postTemplateSchema,
  preflightResultSchema,
  rescheduleBodySchema,
  statusBackgroundPresets,
} from '../publishing.ts';
import { emptyBody, pagePathParams } from './common.ts';

const routes = apiRoutes.publishing;
const tags = ['publishing'];
const postResponse = z.object({ post: postSchema });
const ownerErrors = [401, 403, 404, 422] as const;

export const publishingEndpoints = {
  savePost: defineEndpoint(routes.savePost, {
    tags,
    summary: 'Create or edit (with id) a Facebook or Instagram post, now or scheduled',
    description:
      'Pre-flight runs first: errors (token, permission, quota, media) refuse the save with 422 and their codes in `errors`; warnings come back in `post.warnings`. A post due now is published at once; a scheduled one at its time. Editing is refused (409) once a target is published or publishing.',
    body: postInputSchema,
    response: postResponse,
    errors: [401, 403, 404, 409, 422],
  }),
  listPosts: defineEndpoint(routes.listPosts, {
    tags,
    summary: "The owner's posts: published, scheduled or failed, newest due first (scheduled: soonest first)",
    query: postListQuerySchema,
    response: postListSchema,
    errors: ownerErrors,
  }),
  getPost: defineEndpoint(routes.getPost, {
    tags,
    summary: 'One post with each target page or account and its outcome',
    params: idParams,
    response: postResponse,
    errors: ownerErrors,
  }),
  deletePost: defineEndpoint(routes.deletePost, {
    tags,
    summary: 'Delete a post not yet published (its waiting targets are cancelled)',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 409, 422],
  }),
  publishNow: defineEndpoint(routes.publishNow, {
    tags,
    summary: 'Publish a scheduled post now (the web asks for a confirmation first)',
    params: idParams,
    body: emptyBody,
    response: postResponse,
    errors: [401, 403, 404, 409, 422],
  }),
  reschedule: defineEndpoint(routes.reschedule, {
    tags,
    summary: 'Move a scheduled post to another time (the calendar drag)',
    params: idParams,
    body: rescheduleBodySchema,
    response: postResponse,
    errors: [401, 403, 404, 409, 422],
  }),
  preflight: defineEndpoint(routes.preflight, {
    tags,
    summary: 'Check a post without saving it: token, permissions, quota and media, per target',
    body: postInputSchema,
    response: preflightResultSchema,
    errors: [401, 403, 404, 422],
  }),
  uploadMedia: defineEndpoint(routes.uploadMedia, {
    tags,
    summary: 'Upload an image or a video for a post (multipart `file`)',
    description: 'Images png, jpg, gif up to 8 MB; videos mp4, mov, mpg, mpeg, mkv, flv, wmv up to 100 MB.',
    multipart: {
      fields: z.object({ file_url: z.string().describe('Set by the server: the stored address of `file`') }),
      files: {
        file: {
          description: 'The image or video',
          extensions: ['png', 'jpg', 'jpeg', 'gif', 'mp4', 'mov', 'mpg', 'mpeg', 'mkv', 'flv', 'wmv'],
        },
      },
    },
    response: z.object({ media: mediaFileSchema }),
    errors: [401, 413, 422],
  }),
  listTemplates: defineEndpoint(routes.listTemplates, {
    tags,
    summary: 'Saved post templates',
    query: z.object({ network: z.enum(postNetworks).optional() }),
    response: z.object({ templates: z.array(postTemplateSchema) }),
    errors: ownerErrors,
  }),
  saveTemplate: defineEndpoint(routes.saveTemplate, {
    tags,
    summary: 'Create or edit (with id) a post template',
    body: postTemplateInputSchema,
    response: z.object({ template: postTemplateSchema }),
    errors: ownerErrors,
  }),
  deleteTemplate: defineEndpoint(routes.deleteTemplate, {
    tags,
    summary: 'Delete a post template',
    params: idParams,
    response: null,
    errors: ownerErrors,
  }),
  nativeScheduledPosts: defineEndpoint(routes.nativeScheduledPosts, {
    tags,
    summary: 'Posts scheduled natively on Meta for the page (fb-scheduled-posts), read live from Meta',
    params: pagePathParams,
    response: nativeScheduledPostsSchema,
    errors: ownerErrors,
  }),
  publishNativeNow: defineEndpoint(routes.publishNativeNow, {
    tags,
    summary: 'Publish a natively scheduled post now',
    params: metaPostIdParams,
    body: emptyBody,
    response: null,
    errors: ownerErrors,
  }),
  deleteNative: defineEndpoint(routes.deleteNative, {
    tags,
    summary: 'Delete a natively scheduled post on Meta',
    params: metaPostIdParams,
    response: null,
    errors: ownerErrors,
  }),
  instagramStories: defineEndpoint(routes.instagramStories, {
    tags,
    summary: "The Instagram account's current stories (the last 24 hours)",
    params: idParams,
    response: instagramStoriesSchema,
    errors: ownerErrors,
  }),
  hashtagSearch: defineEndpoint(routes.hashtagSearch, {
    tags,
    summary: 'Instagram hashtag search for the current account (insta-id): top or recent media',
    description: 'Counts toward Meta\u2019s 30 unique hashtags per account per 7 days; 429 once they are used up.',
    query: hashtagSearchQuerySchema,
    response: hashtagSearchSchema,
    errors: [401, 403, 404, 422, 429],
  }),
  hashtagUsage: defineEndpoint(routes.hashtagUsage, {
    tags,
    summary: 'Hashtags searched in the last 7 days for the current account, out of 30',
    response: hashtagUsageSchema,
    errors: ownerErrors,
  }),
};

/** The presets are constants; exported here for the OpenAPI description of `fb_preset_id`. */
export const statusBackgroundPresetIds = statusBackgroundPresets.map((preset) => preset.id);
