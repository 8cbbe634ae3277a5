import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { webhookEvents } from '../src/platform/db/schema.ts';
import { signWebhookBody } from '../src/platform/meta/webhook-signature.ts';
import { holdsUnstorableEscape, parseWebhookJson } from '../src/features/webhooks/webhook.routes.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const comment = (commentId: string, message: string) => ({
  object: 'page',
  entry: [
    {
      id: '771000001',
      time: 1_742_667_607,
      changes: [
        {
          field: 'feed',
          value: {
            from: { id: '5550001', name: 'زبون\u0000' },
            post_id: '771000001_1221',
            comment_id: `1221_${commentId}`,
            created_time: 1_742_667_604,
            message,
            item: 'comment',
            parent_id: '771000001_1221',
            verb: 'add',
          },
        },
      ],
    },
  ],
});

async function deliver(body: unknown) {
  const raw = JSON.stringify(body);
  return fetch(`${server.baseUrl}/webhooks/meta`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhookBody(raw, server.config.meta.appSecret),
    },
    body: raw,
  });
}

describe('hostile webhook payloads', () => {
  it('stores an event whose text holds a NUL character, and the events after it', async () => {
    expect((await deliver(comment('990001', 'hello\u0000world'))).status).toBe(200);
    expect((await deliver(comment('990002', 'after'))).status).toBe(200);
    await server.runtime.services.webhookIntake.settled();
    await server.runtime.services.dispatcher.idle();
    const stored = await server.runtime.database.db
      .select({ key: webhookEvents.naturalKey })
      .from(webhookEvents)
      .where(like(webhookEvents.naturalKey, 'fb:comment:99000%'));
    expect(stored.map((row) => row.key).sort()).toEqual(['fb:comment:990001:add', 'fb:comment:990002:add']);
  });

  it('stores an event whose text holds a lone surrogate, and the events after it', async () => {
    expect((await deliver(comment('990011', 'broken \ud800 emoji'))).status).toBe(200);
    expect((await deliver(comment('990012', 'after'))).status).toBe(200);
    await server.runtime.services.webhookIntake.settled();
    await server.runtime.services.dispatcher.idle();
    const stored = await server.runtime.database.db
      .select({ key: webhookEvents.naturalKey })
      .from(webhookEvents)
      .where(like(webhookEvents.naturalKey, 'fb:comment:99001%'));
    expect(stored.map((row) => row.key).sort()).toEqual(['fb:comment:990011:add', 'fb:comment:990012:add']);
  });
});

describe('which webhook bodies are parsed the careful way', () => {
  // As Meta writes text: every character outside ASCII escaped, an emoji as a pair of surrogate escapes.
  const body = (text: string) => `{"message":"${text}"}`;

  it('takes an emoji written as a whole pair as it is', () => {
    expect(holdsUnstorableEscape(body('\\u062a\\u0641 \\ud83c\\udf37 \\uD83D\\uDE00'))).toBe(false);
    expect(parseWebhookJson(body('\\ud83c\\udf37'))).toEqual({ message: '🌷' });
  });

  it('cleans NUL and a surrogate without its other half, wherever it stands', () => {
    for (const text of [
      'a\\u0000b',
      'a\\ud83c b',
      'a\\udf37 b',
      'a\\ud83c\\ud83c\\udf37',
      'a\\ud83c\\udf37\\udf37',
      'end\\uD800',
    ]) {
      expect(holdsUnstorableEscape(body(text)), text).toBe(true);
    }
    expect(parseWebhookJson(body('a\\u0000b \\ud83c x \\udf37'))).toEqual({ message: 'ab \uFFFD x \uFFFD' });
    expect(parseWebhookJson(body('\\ud83c\\ud83c\\udf37'))).toEqual({ message: '\uFFFD🌷' });
  });
});
