import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localizeIssue, resolveInterfaceLocale, type ErrorBody, type InterfaceLocale } from '@app/contract';
import { translate } from '../i18n/messages.ts';
import { AppError } from './app-error.ts';

export function requestLocale(request: FastifyRequest): InterfaceLocale {
  const header = request.headers['locale'];
  return resolveInterfaceLocale(typeof header === 'string' ? header : request.headers['accept-language']);
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

/** Turns every failure into the JSON the web app's error display reads (spec section 8). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const locale = requestLocale(request);

    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: translate(locale, error.messageKey, error.params) };
      if (error.descriptions.length > 0) body.errors = error.descriptions.map((key) => translate(locale, key));
      if (error.issues.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const { path, issue } of error.issues) {
          const messages = (errors[path] ??= []);
          const message = localizeIssue(issue, locale);
          if (!messages.includes(message)) messages.push(message);
        }
        body.fields = Object.keys(errors);
        body.errors = errors;
      }
      const fields = Object.keys(error.fieldErrors);
      if (fields.length > 0) {
        body.fields = fields;
        body.errors = Object.fromEntries(
          fields.map((field) => [
            field,
            (error.fieldErrors[field] ?? []).map((message) =>
              typeof message === 'string' ? translate(locale, message) : translate(locale, message.key, message.params),
            ),
          ]),
        );
      }
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, error.status, body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'body');
        const message = localizeIssue({ code: issue.keyword, ...(issue.params as object) }, locale);
        const messages = (errors[field] ??= []);
        if (!messages.includes(message)) messages.push(message);
      }
      return send(reply, 422, {
        code: 'validation',
        message: translate(locale, 'validation'),
        fields: Object.keys(errors),
        errors,
      });
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413)
      return send(reply, 413, { code: 'validation', message: translate(locale, 'payload-too-large') });
    if (status === 400 || status === 415) {
      // Malformed JSON, wrong content type and the like: the request itself is invalid.
      return send(reply, 422, { code: 'validation', message: translate(locale, 'validation'), fields: [], errors: {} });
    }
    if (status === 404) return send(reply, 404, { code: 'not-found', message: translate(locale, 'not-found') });
    if (status === 429)
      return send(reply, 429, {
        code: 'too-many-attempts',
        message: translate(locale, 'too-many-attempts', { minutes: 1 }),
      });
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { code: 'server-error', message: translate(locale, 'server-error') });
  });
}
