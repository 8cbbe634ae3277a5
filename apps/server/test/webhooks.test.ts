import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { webhookEvents } from '../src/platform/db/schema.ts';
import { signWebhookBody } from '../src/platform/meta/webhook-signature.ts';
import type { StoredEvent } from '../src/features/webhooks/webhook-events.repository.ts';
import { adminEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
function commentBatch(
  pageId: string,
  comments: { id?: string; message: string; fromId?: string; createdTime?: number }[],
) {
  return {
    object: 'page',
    entry: comments.map((comment) => {
      const commentId = comment.id ?? `${Date.now()}${++sequence}`;
      return {
        id: pageId,
        time: 1_742_667_607,
        changes: [
          {
            field: 'feed',
            value: {
              from: { id: comment.fromId ?? '5550001', name: 'زبون' },
              post: { id: `${pageId}_1221`, status_type: 'mobile_status_update', is_published: true },
              message: comment.message,
              post_id: `${pageId}_1221`,
              comment_id: `1221_${commentId}`,
              created_time: comment.createdTime ?? 1_742_667_604,
              item: 'comment',
              parent_id: `${pageId}_1221`,
              verb: 'add',
            },
          },
        ],
      };
    }),
  };
}

/** Everything acknowledged so far is in the events table and processed. */
async function settle() {
  await server.runtime.services.webhookIntake.settled();
  await server.runtime.services.dispatcher.idle();
}

async function post(body: unknown, signature?: string | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? signWebhookBody(raw, server.config.meta.appSecret) : signature;
  if (sig !== null) headers['x-hub-signature-256'] = sig;
  return fetch(`${server.baseUrl}/webhooks/meta`, { method: 'POST', headers, body: raw });
}

async function storedCount(naturalKeyPrefix?: string) {
  await settle();
  const db = server.runtime.database.db;
  if (!naturalKeyPrefix) return (await db.select({ n: count() }).from(webhookEvents))[0]!.n;
  const rows = await db.select().from(webhookEvents);
  return rows.filter((row) => row.naturalKey.startsWith(naturalKeyPrefix)).length;
}

describe('webhook verification handshake', () => {
  it('echoes the challenge for the right verify token and refuses others', async () => {
    const ok = await fetch(
      `${server.baseUrl}/webhooks/meta?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${server.config.meta.verifyToken}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const bad = await fetch(
      `${server.baseUrl}/webhooks/meta?hub.mode=subscribe&hub.challenge=1&hub.verify_token=wrong`,
    );
    expect(bad.status).toBe(403);
  });
});

describe('webhook ingestion', () => {
  it('refuses a missing or wrong signature and stores nothing', async () => {
    const before = await storedCount();
    const body = commentBatch('700', [{ message: 'كم السعر؟' }]);
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, 'sha256=' + '0'.repeat(64))).status).toBe(403);
    const tampered = JSON.stringify(body);
    const response = await fetch(`${server.baseUrl}/webhooks/meta`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(tampered + ' ', server.config.meta.appSecret),
      },
      body: tampered,
    });
    expect(response.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it('verifies the exact bytes, escaped unicode included', async () => {
    const raw =
      '{"object":"page","entry":[{"id":"701","time":1,"changes":[{"field":"feed","value":{"item":"comment","verb":"add","comment_id":"1_9001","post_id":"701_1","message":"\\u0643\\u0645 \\u0627\\u0644\\u0633\\u0639\\u0631","from":{"id":"5"},"created_time":1}}]}]}';
    const response = await fetch(`${server.baseUrl}/webhooks/meta`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(raw, server.config.meta.appSecret),
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    await settle();
    const stored = await server.runtime.services.webhookEvents.findByKey('fb:comment:9001:add');
    expect((stored!.payload as { message: string }).message).toBe('كم السعر');
  });

  it('stores each event of a batch once, whatever Meta redelivers or reorders', async () => {
    const comments = Array.from({ length: 50 }, (_, index) => ({ id: `dup${index}`, message: `comment ${index}` }));
    const batch = commentBatch('702', comments);
    expect((await post(batch)).status).toBe(200);
    expect((await post(batch)).status).toBe(200);
    const reversed = { ...batch, entry: [...batch.entry].reverse() };
    expect((await post(reversed)).status).toBe(200);
    const oneAgain = commentBatch('702', [comments[7]!]);
    await Promise.all([post(oneAgain), post(oneAgain), post(oneAgain)]);
    expect(await storedCount('fb:comment:dup')).toBe(50);
  });

  it('treats the composite and the bare comment id as the same comment', async () => {
    const withPrefix = commentBatch('703', [{ id: 'same1', message: 'a' }]);
    const bare = JSON.parse(JSON.stringify(withPrefix));
    bare.entry[0].changes[0].value.comment_id = 'same1';
    await post(withPrefix);
    await post(bare);
    expect(await storedCount('fb:comment:same1')).toBe(1);
  });

  it("marks the page's own comments and Messenger echoes", async () => {
    await post(commentBatch('704', [{ id: 'own1', message: 'شكرا لك', fromId: '704' }]));
    await settle();
    const own = await server.runtime.services.webhookEvents.findByKey('fb:comment:own1:add');
    expect(own!.isEcho).toBe(true);
    await post({
      object: 'page',
      entry: [
        {
          id: '704',
          time: 1,
          messaging: [
            {
              sender: { id: '704' },
              recipient: { id: '99' },
              timestamp: 1_700_000_000_000,
              message: { mid: 'm_echo1', is_echo: true, app_id: 1, text: 'hi' },
            },
            {
              sender: { id: '99' },
              recipient: { id: '704' },
              timestamp: 1_700_000_000_001,
              message: { mid: 'm_in1', text: 'hello', quick_reply: { payload: 'YES' } },
            },
            {
              sender: { id: '99' },
              recipient: { id: '704' },
              timestamp: 1_700_000_000_002,
              postback: { mid: 'm_pb1', title: 'Get Started', payload: 'GET_STARTED' },
            },
          ],
        },
      ],
    });
    await settle();
    const echo = await server.runtime.services.webhookEvents.findByKey('msg:m_echo1');
    expect(echo).toMatchObject({ kind: 'message.echo', isEcho: true });
    expect((await server.runtime.services.webhookEvents.findByKey('msg:m_in1'))!.kind).toBe('quick_reply');
    expect((await server.runtime.services.webhookEvents.findByKey('postback:m_pb1'))!.kind).toBe('postback');
  });

  it('recognizes Instagram comments, story mentions and story replies', async () => {
    await post({
      object: 'instagram',
      entry: [
        {
          id: '17841400000000001',
          time: 1_741_420_800,
          changes: [
            {
              field: 'comments',
              value: {
                from: { id: '42', username: 'buyer' },
                id: '17890000000000001',
                text: 'price?',
                media: { id: '1789', media_product_type: 'FEED' },
              },
            },
          ],
          messaging: [
            {
              sender: { id: '42' },
              recipient: { id: '17841400000000001' },
              timestamp: 1,
              message: { mid: 'ig_m1', attachments: [{ type: 'story_mention', payload: { url: 'https://cdn/x' } }] },
            },
            {
              sender: { id: '42' },
              recipient: { id: '17841400000000001' },
              timestamp: 2,
              message: { mid: 'ig_m2', text: 'love it', reply_to: { story: { id: 's1', url: 'https://cdn/s1' } } },
            },
          ],
        },
      ],
    });
    await settle();
    expect((await server.runtime.services.webhookEvents.findByKey('ig:comment:17890000000000001'))!.kind).toBe(
      'ig.comment',
    );
    expect((await server.runtime.services.webhookEvents.findByKey('msg:ig_m1'))!.kind).toBe('story_mention');
    expect((await server.runtime.services.webhookEvents.findByKey('msg:ig_m2'))!.kind).toBe('story_reply');
  });

  it('hands new events to the registered handler once, after answering', async () => {
    const seen: StoredEvent[] = [];
    server.runtime.services.dispatcher.on(['fb.comment'], async (event) => {
      if (event.accountId === '705') seen.push(event);
    });
    const batch = commentBatch('705', [
      { id: 'h1', message: 'بكم' },
      { id: 'h2', message: 'price?' },
    ]);
    await post(batch);
    await post(batch);
    await settle();
    expect(seen.map((event) => (event.payload as { message: string }).message).sort()).toEqual(['price?', 'بكم']);
    const [row] = await server.runtime.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.naturalKey, 'fb:comment:h1:add'));
    expect(row!.status).toBe('done');
  });

  it('retries a failing handler with backoff, then shows the event to admins, who can retry it', async () => {
    let calls = 0;
    let healthy = false;
    server.runtime.services.dispatcher.on(['fb.comment'], async (event) => {
      if (event.accountId !== '706') return;
      calls++;
      if (!healthy) throw new Error('reply engine unavailable');
    });
    await post(commentBatch('706', [{ id: 'fail1', message: 'x' }]));
    await settle();
    for (let attempt = 0; attempt < 6; attempt++) {
      server.clock.advance(30 * 60_000);
      await server.runtime.services.dispatcher.sweep();
    }
    expect(calls).toBe(5);
    const stored = await server.runtime.services.webhookEvents.findByKey('fb:comment:fail1:add');
    expect(stored).toMatchObject({ status: 'failed', attempts: 5, lastError: 'reply engine unavailable' });

    const admin = await server.login('admin', 'Admin@2026');
    const list = await server.call(adminEndpoints.failedEvents, { token: admin.access_token });
    expect(list.status).toBe(200);
    const failed = list.body.data.find((item: { id: number }) => item.id === stored!.id);
    expect(failed).toMatchObject({ kind: 'fb.comment', account_id: '706', last_error: 'reply engine unavailable' });

    healthy = true;
    const retry = await server.call(adminEndpoints.retryFailedEvent, {
      params: { id: stored!.id },
      token: admin.access_token,
    });
    expect(retry.status).toBe(204);
    await server.runtime.services.dispatcher.idle();
    expect((await server.runtime.services.webhookEvents.findByKey('fb:comment:fail1:add'))!.status).toBe('done');
  });
});
