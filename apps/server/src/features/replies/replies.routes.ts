import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import {
  campaignDetailSchema,
  commentTemplateSchema,
  errorBodySchema,
  pagePostsSchema,
  replyCampaignSchema,
  replyDependenciesSchema,
  replyReportsSchema,
  commentTemplateInputSchema,
  replyTemplateSchema,
} from '@app/contract';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import type { RepliesService } from './replies.service.ts';

const errors = {
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive() });
const allowedAttachments = /\.(png|jpe?g|gif|pdf|xlsx?|csv|rar|zip|txt|mp4|flv|wmv|amr|mp3|wav)$/i;
const jsonFields = new Set(['comments', 'buttons', 'cards', 'keywords', 'filter_words', 'schedule']);

/**
 * A multipart reply form as a plain object: list and object fields arrive as JSON text, the optional
 * `attachment` file is kept in the blob store and replaced by its public address (Meta fetches it from there).
 */
async function readForm(request: FastifyRequest, blobs: BlobStore, config: Config, pageId: number | null) {
  const form: Record<string, unknown> = {};
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, unknown>;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const name = path.basename(part.filename || 'file').replace(/[^\w.-]+/g, '_');
      if (!allowedAttachments.test(name))
        throw new AppError('validation', { fieldErrors: { attachment: ['validation'] } });
      const key = `media/${pageId ?? 'shared'}/${randomUUID()}-${name}`;
      await blobs.put(key, await part.toBuffer());
      form.attachment_url = `${config.appUrl}/${key}`;
      continue;
    }
    const value = String(part.value ?? '');
    if (jsonFields.has(part.fieldname) && value.trim() !== '') {
      try {
        form[part.fieldname] = JSON.parse(value);
      } catch {
        form[part.fieldname] = value;
      }
    } else if (part.fieldname.endsWith('[]')) {
      const key = part.fieldname.slice(0, -2);
      form[key] = [...((form[key] as unknown[]) ?? []), value];
    } else {
      form[part.fieldname] =
        value === '' &&
        ['stop_at', 'not_matching_reply', 'comment_template_id', 'attachment_url'].includes(part.fieldname)
          ? null
          : value;
    }
  }
  return form;
}

export async function repliesRoutes(app: ZodApp, deps: { replies: RepliesService; blobs: BlobStore; config: Config }) {
  const { replies, blobs, config } = deps;
  const campaignResponse = z.object({ campaign: replyCampaignSchema });

  app.post('/api/facebook/reply/add', {
    schema: {
      tags: ['replies'],
      summary: 'Create or edit (with id) a comment auto-reply campaign',
      description:
        'multipart/form-data with the fields of the reply form (lists and objects as JSON text) and an optional `attachment` file for the image or file message types. 422 lists field errors; 402 when the plan\u2019s monthly reply limit is reached.',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: campaignResponse, ...errors },
    },
    handler: async (request) => {
      const form = await readForm(request, blobs, config, request.context.pageId);
      return { campaign: await replies.saveCampaign(request.context.pageId, form, request.context.locale) };
    },
  });

  app.get('/api/facebook/reply/list', {
    schema: {
      tags: ['replies'],
      summary: 'Campaigns of the current page',
      response: { 200: z.object({ campaigns: z.array(replyCampaignSchema) }), ...errors },
    },
    handler: async (request) => ({ campaigns: await replies.list(request.context.pageId, request.context.locale) }),
  });

  app.get('/api/facebook/reply/get/:id', {
    schema: {
      tags: ['replies'],
      summary: 'One campaign with the trail of what happened to each comment',
      params: idParams,
      querystring: z.object({
        trail_page: z.coerce.number().int().min(1).default(1),
        trail_limit: z.coerce.number().int().min(1).max(200).default(50),
        q: z.string().trim().max(100).default(''),
      }),
      response: { 200: campaignDetailSchema, ...errors },
    },
    handler: (request) =>
      replies.get(
        request.context.pageId,
        request.params.id,
        { page: request.query.trail_page, limit: request.query.trail_limit, q: request.query.q },
        request.context.locale,
      ),
  });

  app.get('/api/facebook/reply/change-status/:id', {
    schema: {
      tags: ['replies'],
      summary: 'Start, stop or restart a campaign',
      params: idParams,
      querystring: z.object({ status: z.enum(['running', 'paused']) }),
      response: { 200: campaignResponse, ...errors },
    },
    handler: async (request) => ({
      campaign: await replies.changeStatus(
        request.context.pageId,
        request.params.id,
        request.query.status,
        request.context.locale,
      ),
    }),
  });

  app.delete('/api/facebook/reply/delete/:id', {
    schema: {
      tags: ['replies'],
      summary: 'Delete a campaign',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await replies.remove(request.context.pageId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/facebook/reply/dependencies', {
    schema: {
      tags: ['replies'],
      summary: 'Templates and the monthly quota for the reply form',
      response: { 200: replyDependenciesSchema, ...errors },
    },
    handler: (request) => replies.dependencies(request.context.pageId),
  });

  app.get('/api/pages/posts/:pageId?', {
    schema: {
      tags: ['replies'],
      summary: 'The latest 100 posts and 100 scheduled posts of the page, with their campaigns',
      params: z.object({ pageId: z.coerce.number().int().positive().optional() }),
      response: { 200: pagePostsSchema, ...errors },
    },
    // The request context checked that the caller owns the page in the path or the header.
    handler: (request) => replies.posts(request.context.pageId),
  });

  app.get('/api/facebook/reply/reports', {
    schema: {
      tags: ['replies'],
      summary: 'Comments received, replies sent, skipped by reason, failures, per day, and the quota',
      querystring: z.object({
        campaign_id: z.coerce.number().int().positive().optional(),
        from: z.iso.datetime({ offset: true }).optional(),
        to: z.iso.datetime({ offset: true }).optional(),
      }),
      response: { 200: replyReportsSchema, ...errors },
    },
    handler: (request) => replies.reports(request.context.pageId, request.query),
  });

  app.get('/api/facebook/reply/templates', {
    schema: {
      tags: ['replies'],
      summary: 'Private message templates',
      response: { 200: z.object({ templates: z.array(replyTemplateSchema) }), ...errors },
    },
    handler: async (request) => ({ templates: await replies.listReplyTemplates(request.context.pageId) }),
  });
  app.get('/api/facebook/reply/templates/:id', {
    schema: {
      tags: ['replies'],
      summary: 'One private message template',
      params: idParams,
      response: { 200: z.object({ template: replyTemplateSchema }), ...errors },
    },
    handler: async (request) => ({
      template: await replies.getReplyTemplate(request.context.pageId, request.params.id),
    }),
  });
  app.post('/api/facebook/reply/templates', {
    schema: {
      tags: ['replies'],
      summary: 'Create or edit (with id) a private message template (multipart)',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: z.object({ template: replyTemplateSchema }), ...errors },
    },
    handler: async (request) => ({
      template: await replies.saveReplyTemplate(
        request.context.pageId,
        await readForm(request, blobs, config, request.context.pageId),
      ),
    }),
  });
  app.delete('/api/facebook/reply/templates/:id', {
    schema: {
      tags: ['replies'],
      summary: 'Delete a private message template',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await replies.deleteReplyTemplate(request.context.pageId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/facebook/reply/comment-templates', {
    schema: {
      tags: ['replies'],
      summary: 'Comment (public reply) templates',
      response: { 200: z.object({ templates: z.array(commentTemplateSchema) }), ...errors },
    },
    handler: async (request) => ({ templates: await replies.listCommentTemplates(request.context.pageId) }),
  });
  app.post('/api/facebook/reply/comment-templates', {
    schema: {
      tags: ['replies'],
      summary: 'Create or edit (with id) a comment template',
      body: commentTemplateInputSchema,
      response: { 200: z.object({ template: commentTemplateSchema }), ...errors },
    },
    handler: async (request) => ({ template: await replies.saveCommentTemplate(request.context.pageId, request.body) }),
  });
  app.delete('/api/facebook/reply/comment-templates/:id', {
    schema: {
      tags: ['replies'],
      summary: 'Delete a comment template',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await replies.deleteCommentTemplate(request.context.pageId, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
