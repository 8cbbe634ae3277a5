import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  helpArticleAdminSchema,
  helpArticleInputSchema,
  helpArticleSchema,
  helpArticleStatusInputSchema,
  helpCentreSchema,
  helpReorderSchema,
  helpScreenArticleSchema,
  helpScreenQuerySchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
  helpSectionDetailSchema,
  helpSectionInputSchema,
  helpSectionSchema,
} from '../help.ts';

const routes = apiRoutes.help;
const tags = ['help'];
const image = { description: 'A picture (png, jpg or gif)', extensions: ['png', 'jpg', 'jpeg', 'gif'] as const };

export const helpEndpoints = {
  centre: defineEndpoint(routes.centre, {
    tags,
    summary: 'The published help sections and their articles, in the reader’s language (or the fallback one)',
    response: helpCentreSchema,
    errors: [401],
  }),
  article: defineEndpoint(routes.article, {
    tags,
    summary: 'One published article in the reader’s language (or the fallback one)',
    params: idParams,
    response: helpArticleSchema,
    errors: [401, 404, 422],
  }),
  search: defineEndpoint(routes.search, {
    tags,
    summary: 'Published articles whose title or text contains the words, in the reader’s language',
    query: helpSearchQuerySchema,
    response: helpSearchResultSchema,
    errors: [401, 422],
  }),
  forScreen: defineEndpoint(routes.forScreen, {
    tags,
    summary: 'The published article that explains a screen (its web route path), if any',
    query: helpScreenQuerySchema,
    response: helpScreenArticleSchema,
    errors: [401, 422],
  }),
  sections: defineEndpoint(routes.sections, {
    tags,
    summary: 'Every help section in order, with its article count',
    response: z.object({ sections: z.array(helpSectionSchema) }),
    errors: [401, 403],
  }),
  section: defineEndpoint(routes.section, {
    tags,
    summary: 'One section with its articles (every version, drafts too)',
    params: idParams,
    response: helpSectionDetailSchema,
    errors: [401, 403, 404, 422],
  }),
  createSection: defineEndpoint(routes.createSection, {
    tags,
    summary: 'Add a section at the end',
    body: helpSectionInputSchema,
    response: z.object({ section: helpSectionSchema }),
    errors: [401, 403, 422],
  }),
  updateSection: defineEndpoint(routes.updateSection, {
    tags,
    summary: 'Rename a section',
    params: idParams,
    body: helpSectionInputSchema,
    response: z.object({ section: helpSectionSchema }),
    errors: [401, 403, 404, 422],
  }),
  deleteSection: defineEndpoint(routes.deleteSection, {
    tags,
    summary: 'Delete a section that has no articles',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 409, 422],
  }),
  reorderSections: defineEndpoint(routes.reorderSections, {
    tags,
    summary: 'Put the sections in this order (every section, once)',
    body: helpReorderSchema,
    response: null,
    errors: [401, 403, 422],
  }),
  createArticle: defineEndpoint(routes.createArticle, {
    tags,
    summary: 'Add an article at the end of its section; its bodies are sanitized',
    body: helpArticleInputSchema,
    response: z.object({ article: helpArticleAdminSchema }),
    errors: [401, 403, 422],
  }),
  updateArticle: defineEndpoint(routes.updateArticle, {
    tags,
    summary: 'Replace an article’s versions, status, screen and section; its bodies are sanitized',
    params: idParams,
    body: helpArticleInputSchema,
    response: z.object({ article: helpArticleAdminSchema }),
    errors: [401, 403, 404, 422],
  }),
  setArticleStatus: defineEndpoint(routes.setArticleStatus, {
    tags,
    summary: 'Publish or unpublish an article',
    params: idParams,
    body: helpArticleStatusInputSchema,
    response: z.object({ article: helpArticleAdminSchema }),
    errors: [401, 403, 404, 422],
  }),
  deleteArticle: defineEndpoint(routes.deleteArticle, {
    tags,
    summary: 'Delete an article',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 422],
  }),
  uploadImage: defineEndpoint(routes.uploadImage, {
    tags,
    summary: 'Upload a picture for an article (multipart `image`); answers its address to put in the body',
    multipart: {
      fields: z.object({ image_url: z.string().describe('Set by the server: the stored address of `image`') }),
      files: { image },
    },
    response: z.object({ url: z.string() }),
    errors: [401, 403, 413, 422],
  }),
};
