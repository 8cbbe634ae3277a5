import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { isValidWebhookSignature } from '../../platform/meta/webhook-signature.ts';
import { splitWebhookBatch } from './split-webhook-batch.ts';
import type { WebhookIntake } from './webhook-intake.ts';

type Deps = { config: Config; intake: WebhookIntake };

/**
 * Ingest: check the signature over the raw bytes, store the events durably, answer 200. No Graph call happens
 * in the request; processing starts after the answer.
 */
export async function webhookRoutes(app: FastifyInstance, { config, intake }: Deps) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Meta sent, so the body must stay a Buffer here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.get('/webhooks/meta', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      if (
        query['hub.mode'] === 'subscribe' &&
        query['hub.verify_token'] === config.meta.verifyToken &&
        query['hub.challenge']
      ) {
        return reply.type('text/plain').send(query['hub.challenge']);
      }
      return reply.status(403).type('text/plain').send('Forbidden');
    });

    scope.post('/webhooks/meta', { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (typeof signature !== 'string')
        return reply.status(401).send({ code: 'unauthenticated', message: 'Missing signature' });
      // Accounts linked with Instagram Login are delivered signed with the Instagram app's secret: either app signs.
      const instagramSecret = config.meta.instagramLogin?.appSecret;
      if (
        !isValidWebhookSignature(body, signature, config.meta.appSecret) &&
        !(instagramSecret && isValidWebhookSignature(body, signature, instagramSecret))
      ) {
        return reply.status(403).send({ code: 'forbidden', message: 'Bad signature' });
      }
      let parsed: unknown;
      try {
        parsed = parseWebhookJson(body.toString('utf8'));
      } catch {
        // Signed by Meta but unreadable: acknowledging stops pointless redelivery; nothing can be stored.
        request.log.warn('signed webhook body is not JSON');
        return reply.status(200).send('EVENT_RECEIVED');
      }
      await intake.accept(splitWebhookBatch(parsed));
      return reply.status(200).type('text/plain').send('EVENT_RECEIVED');
    });
  });
}

/**
 * Postgres cannot store a NUL character or half a surrogate pair in text or jsonb, and one such event would stop
 * the whole delivery from being stored. JSON carries both only as `\\u` escapes, so the (rare) bodies that hold
 * one are parsed with NUL removed and broken pairs replaced by U+FFFD. A whole pair (`\\ud83c\\udf37`, how Meta
 * writes every emoji) is not risky: matching it too sent most echoes of our own replies the slow way.
 */
const riskyEscape =
  /\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F]/;

/** Whether the body holds an escape Postgres would refuse once parsed: NUL, or a surrogate without its other half. */
export function holdsUnstorableEscape(text: string): boolean {
  return riskyEscape.test(text);
}

export function parseWebhookJson(text: string): unknown {
  if (!holdsUnstorableEscape(text)) return JSON.parse(text);
  const clean = (value: string) => value.replaceAll('\u0000', '').toWellFormed();
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') return clean(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.some((key) => clean(key) !== key)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), item]));
      }
    }
    return value;
  });
}
