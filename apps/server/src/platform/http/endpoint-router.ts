import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  type Endpoint,
  type FeatureGroup,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@app/contract';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { readMultipartBody, type UploadStore } from './multipart-form.ts';
import { assertStorableText } from './unstorable-text.ts';
import type { RequestContext } from './request-context.ts';
import type { ZodApp } from './zod-app.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's endpoint this route serves (its access, its multipart form, its OpenAPI description). */
    endpoint?: Endpoint;
  }
}

export type EndpointCall<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  context: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

type HandlerResult<E extends Endpoint> = EndpointResponse<E> extends undefined ? void : EndpointResponse<E>;

/** A handler answers the endpoint's response, nothing for 204, or the reply it sent itself (another status). */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<HandlerResult<E> | FastifyReply> | HandlerResult<E> | FastifyReply;

/**
 * Whether the page (or Instagram account) a call acts on has a plan feature: true when it does, or when the call
 * names none or one that is not there (the handler answers those).
 */
export type FeatureGate = (
  subject: { pageId: number } | { instagramAccountId: number },
  feature: FeatureGroup,
) => Promise<boolean>;

/** The page a feature route acts on: the Instagram account of the `insta-id` header under `/api/instagram/`. */
function featureSubject(endpoint: Endpoint, context: RequestContext) {
  if (endpoint.path.startsWith('/api/instagram/'))
    return context.instagramAccountId === null ? null : { instagramAccountId: context.instagramAccountId };
  return context.pageId === null ? null : { pageId: context.pageId };
}

export type EndpointRouter = {
  route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void;
};

/** The OpenAPI and serializer description of an endpoint, in Fastify's route schema terms. */
export function routeSchemaOf(endpoint: Endpoint) {
  const responses: Record<number, z.ZodType> = { ...endpoint.otherResponses };
  responses[endpoint.response ? 200 : 204] = endpoint.response ?? z.null();
  for (const status of endpoint.errors) responses[status] = errorBodySchema;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A multipart body is validated by the handler once the form is read; OpenAPI gets it from openapi.ts.
    ...(endpoint.multipart ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    ...(endpoint.formBody ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
    response: responses,
  };
}

/**
 * Registers routes from the contract's endpoint values: path, method, access, validation of params, query and
 * body (multipart forms included), the serialized response and the OpenAPI description all come from the value.
 */
export function createEndpointRouter(app: ZodApp, uploads: UploadStore, hasFeature: FeatureGate): EndpointRouter {
  return {
    route(endpoint, handler) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { access: endpoint.access ?? 'user', endpoint },
        schema: routeSchemaOf(endpoint),
        // Text Postgres cannot store (NUL, broken UTF-16) is refused before any handler sees it.
        preValidation: async (request) => {
          // The route's plan feature, declared in the contract: a page without it is refused whatever it sends.
          const subject = endpoint.feature ? featureSubject(endpoint, request.context) : null;
          if (subject && !(await hasFeature(subject, endpoint.feature!)))
            throw new AppError('forbidden', { messageKey: 'feature-missing' });
          assertStorableText(request.params, request.query, request.body);
        },
        handler: async (request, reply) => {
          const form = endpoint.multipart
            ? await readMultipartBody(request, endpoint.multipart, uploads, String(request.context.pageId ?? 'shared'))
            : null;
          let result: Awaited<ReturnType<typeof handler>>;
          try {
            if (form) assertStorableText(form.value);
            result = await handler({
              params: request.params,
              query: request.query,
              body: form ? form.value : request.body,
              context: request.context,
              request,
              reply,
            } as EndpointCall<typeof endpoint>);
          } catch (error) {
            // A refusal (4xx) happens before anything refers to the uploaded files: they are not kept.
            if (form && error instanceof AppError && error.status < 500) await form.discardUploads();
            throw error;
          }
          if (result === reply) return reply;
          if (endpoint.response === null) return reply.status(204).send(null);
          return result;
        },
      });
    },
  };
}
