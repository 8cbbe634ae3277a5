import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_SECRET, seedPage, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

describe('signed webhook delivery', () => {
  let t: TestSim;
  let receiver: Receiver;

  beforeEach(async () => {
    receiver = await startReceiver();
    t = await startSim({ webhookUrl: receiver.url });
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it('delivers a feed comment with the exact reference shape, signed over the bytes sent', async () => {
    const { page } = await seedPage(t);
    const post = (await t.control('POST', '/posts', { page_id: page.id, message: 'New abayas in stock' })).body
      .id as string;
    const comment = (
      await t.control('POST', '/comments', { post_id: post, from: { id: '6001', name: 'Hala' }, message: 'بكم هذا؟' })
    ).body.id as string;
    await t.sim.idle();

    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.headers['x-hub-signature']).toBe(
      `sha1=${createHmac('sha1', APP_SECRET).update(delivery.rawBody).digest('hex')}`,
    );
    // non-ASCII goes out escaped, as Meta sends it
    expect(delivery.rawBody).toContain('\\u0628\\u0643\\u0645');
    expect(delivery.body).toMatchObject({
      object: 'page',
      entry: [
        {
          id: page.id,
          time: expect.any(Number),
          changes: [
            {
              field: 'feed',
              value: {
                from: { id: '6001', name: 'Hala' },
                post: { id: post, is_published: true, status_type: 'mobile_status_update' },
                message: 'بكم هذا؟',
                post_id: post,
                comment_id: comment,
                parent_id: post,
                item: 'comment',
                verb: 'add',
              },
            },
          ],
        },
      ],
    });
    const value = (delivery.body.entry[0]!.changes as Array<{ value: { created_time: number } }>)[0]!.value;
    expect(String(value.created_time)).toHaveLength(10);
    expect(comment.startsWith(post.split('_')[1]!)).toBe(true);

    const deliveries = (await t.control('GET', '/deliveries?since=0')).body.data;
    expect(deliveries[0]).toMatchObject({
      seq: 1,
      event: 'feed',
      attempts: 1,
      last_status: 200,
      delivered_at: expect.any(String),
    });
  });

  it('delivers nothing for pages that have not installed the app or subscribed the field', async () => {
    const { page } = await seedPage(t, { subscribe: false });
    const post = (await t.control('POST', '/posts', { page_id: page.id, message: 'hello' })).body.id;
    await t.control('POST', '/comments', { post_id: post, from: { name: 'Sam' }, message: 'hi' });
    await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token: page.access_token,
      form: { subscribed_fields: 'messages' },
    });
    await t.control('POST', '/comments', { post_id: post, from: { name: 'Sam' }, message: 'hi again' });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '7001' }, text: 'dm' });
    await t.sim.idle();
    expect(receiver.received.map((r) => (r.body.entry[0]!.messaging ? 'messaging' : 'changes'))).toEqual(['messaging']);
    const apps = await t.graph('GET', `/${page.id}/subscribed_apps`, { token: page.access_token });
    expect(apps.body.data[0].subscribed_fields).toEqual(['messages']);
  });

  it('retries with exponential backoff until the receiver answers 200', async () => {
    receiver.answerWith([500, 503, 404, 200]);
    const { page } = await seedPage(t);
    await t.control('POST', '/messages', {
      page_id: page.id,
      from: { id: '7002', name: 'Retry Rita' },
      text: 'anyone there?',
    });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(4);
    const gaps = receiver.received.slice(1).map((r, i) => r.at - receiver.received[i]!.at);
    // Base delay 20 ms, doubling: timers never fire early, but a busy machine can make any gap longer, so the
    // gaps are checked against the schedule's lower bounds (1 ms for clock rounding) and for growth.
    expect(gaps[0]!).toBeGreaterThanOrEqual(19);
    expect(gaps[1]!).toBeGreaterThanOrEqual(39);
    expect(gaps[2]!).toBeGreaterThanOrEqual(79);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
    expect(new Set(receiver.received.map((r) => r.rawBody)).size).toBe(1);
    const [delivery] = (await t.control('GET', '/deliveries')).body.data;
    expect(delivery).toMatchObject({ event: 'messages', attempts: 4, last_status: 200, status: 'delivered' });
  });

  it('gives up after maxAttempts and records the failure', async () => {
    receiver.answerWith([500]);
    const { page } = await seedPage(t);
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '7003' }, text: 'lost' });
    await t.sim.idle();
    const [delivery] = (await t.control('GET', '/deliveries')).body.data;
    expect(delivery).toMatchObject({ attempts: 5, last_status: 500, status: 'failed', delivered_at: null });
  });

  it('sends duplicates when duplicate_rate is set', async () => {
    const { page } = await seedPage(t);
    await t.control('POST', '/faults', { duplicate_rate: 1 });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '7004' }, text: 'twice' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.rawBody).toBe(receiver.received[1]!.rawBody);
    const deliveries = (await t.control('GET', '/deliveries')).body.data;
    expect(deliveries[1]).toMatchObject({ duplicate_of: deliveries[0].seq });
    await t.control('POST', '/faults', {});
    expect((await t.control('GET', '/faults')).body.duplicate_rate).toBe(0);
  });

  it('delivers duplicates late and out of order when duplicate_delay_ms is set', async () => {
    const { page } = await seedPage(t);
    await t.control('POST', '/faults', { duplicate_rate: 1, duplicate_delay_ms: 400 });
    expect((await t.control('GET', '/faults')).body).toMatchObject({ duplicate_rate: 1, duplicate_delay_ms: 400 });
    const texts = Array.from({ length: 20 }, (_, index) => `late ${index}`);
    for (const text of texts) await t.control('POST', '/messages', { page_id: page.id, from: { id: '7005' }, text });
    await t.sim.idle();

    const textOf = (rawBody: string) =>
      (JSON.parse(rawBody) as { entry: { messaging: { message: { text: string } }[] }[] }).entry[0]!.messaging[0]!
        .message.text;
    const arrived = receiver.received.map((delivery) => textOf(delivery.rawBody));
    expect(arrived).toHaveLength(40);
    // Every original arrives before its duplicate; the duplicates' order is not the originals' order.
    const originals = arrived.slice(0, 20);
    for (const text of texts) expect(arrived.indexOf(text)).toBeLessThan(arrived.lastIndexOf(text));
    const duplicateOrder = texts.map((text) => arrived.lastIndexOf(text));
    expect(duplicateOrder).not.toEqual([...duplicateOrder].sort((a, b) => a - b));
    expect(new Set(originals).size).toBeGreaterThan(10);

    const deliveries = (await t.control('GET', '/deliveries')).body.data as {
      seq: number;
      duplicate_of: number | null;
      created_at: string;
      delivered_at: string;
    }[];
    const bySeq = new Map(deliveries.map((delivery) => [delivery.seq, delivery]));
    const late = deliveries.filter((delivery) => delivery.duplicate_of !== null);
    expect(late).toHaveLength(20);
    const delays = late.map(
      (delivery) => Date.parse(delivery.delivered_at) - Date.parse(bySeq.get(delivery.duplicate_of!)!.delivered_at),
    );
    expect(Math.max(...delays)).toBeGreaterThan(100);
    await t.control('POST', '/faults', {});
    expect((await t.control('GET', '/faults')).body).not.toHaveProperty('duplicate_delay_ms');
  });

  it('delivers messages, quick replies and postbacks in entry[].messaging with ms timestamps, and echoes our sends', async () => {
    const { page, token } = await seedPage(t);
    await t.graph('POST', `/${page.id}/messenger_profile`, {
      token,
      json: { get_started: { payload: 'GET_STARTED' } },
    });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '8001', name: 'Mona' }, text: 'Hi' });
    await t.control('POST', '/messages', {
      page_id: page.id,
      from: { id: '8001' },
      text: 'Red',
      quick_reply_payload: 'COLOR_RED',
    });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '8001' }, postback_payload: 'GET_STARTED' });
    const sent = await t.graph('POST', '/me/messages', {
      token,
      json: { recipient: { id: '8001' }, messaging_type: 'RESPONSE', message: { text: 'Welcome!', metadata: 'bot:1' } },
    });
    expect(sent.body).toEqual({ recipient_id: '8001', message_id: expect.stringMatching(/^m_/) });
    await t.sim.idle();

    const events = receiver.received
      .map((r) => r.body.entry[0]!.messaging as Array<Record<string, any>>)
      .map((m) => m[0]!);
    expect(events[0]).toMatchObject({
      sender: { id: '8001' },
      recipient: { id: page.id },
      message: { mid: expect.stringMatching(/^m_/), text: 'Hi' },
    });
    expect(String(events[0]!.timestamp)).toHaveLength(13);
    expect(events[1]!.message).toMatchObject({ text: 'Red', quick_reply: { payload: 'COLOR_RED' } });
    expect(events[2]!.postback).toMatchObject({
      title: 'Get Started',
      payload: 'GET_STARTED',
      mid: expect.any(String),
    });
    expect(events[3]).toMatchObject({
      sender: { id: page.id },
      recipient: { id: '8001' },
      message: {
        is_echo: true,
        mid: sent.body.message_id,
        text: 'Welcome!',
        metadata: 'bot:1',
        app_id: expect.anything(),
      },
    });
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  });

  it('gives a pressed quick reply or button the title the page sent with it, as Messenger does', async () => {
    const { page, token } = await seedPage(t);
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '8002', name: 'Hala' }, text: 'Sizes?' });
    await t.graph('POST', '/me/messages', {
      token,
      json: {
        recipient: { id: '8002' },
        messaging_type: 'RESPONSE',
        message: {
          text: 'Which size?',
          quick_replies: [
            { content_type: 'text', title: 'Small', payload: 'message-4:reply:0' },
            { content_type: 'text', title: 'Large', payload: 'message-4:reply:1' },
          ],
        },
      },
    });
    await t.graph('POST', '/me/messages', {
      token,
      json: {
        recipient: { id: '8002' },
        messaging_type: 'RESPONSE',
        message: {
          attachment: {
            type: 'template',
            payload: {
              template_type: 'button',
              text: 'Anything else?',
              buttons: [{ type: 'postback', title: 'Talk to us', payload: 'TALK' }],
            },
          },
        },
      },
    });
    await t.control('POST', '/messages', {
      page_id: page.id,
      from: { id: '8002' },
      quick_reply_payload: 'message-4:reply:1',
    });
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '8002' }, postback_payload: 'TALK' });
    await t.sim.idle();

    const events = receiver.received.map((r) => (r.body.entry[0]!.messaging as Array<Record<string, any>>)[0]!);
    const customers = events.filter((event) => event.sender.id === '8002');
    expect(customers[1]!.message).toMatchObject({ text: 'Large', quick_reply: { payload: 'message-4:reply:1' } });
    expect(customers[2]!.postback).toMatchObject({ title: 'Talk to us', payload: 'TALK' });
  });

  it('delivers Instagram comments, story mentions and story replies under object instagram', async () => {
    const { page, igId } = await seedPage(t, { withInstagram: true });
    const media = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'Summer drop #sale' })).body.id;
    const comment = (
      await t.control('POST', '/comments', {
        post_id: media,
        from: { id: '9001', name: 'Nour', username: 'nour.style' },
        message: 'price?',
      })
    ).body.id;
    await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '9001' }, story_mention: true });
    await t.control('POST', '/messages', {
      ig_user_id: igId,
      from: { id: '9001' },
      text: 'love it',
      reply_to_story_id: '17900000000000001',
    });
    await t.sim.idle();
    const [commentHook, mention, reply] = receiver.received.map((r) => r.body);
    expect(commentHook).toMatchObject({
      object: 'instagram',
      entry: [
        {
          id: igId,
          changes: [
            {
              field: 'comments',
              value: {
                from: { id: '9001', username: 'nour.style' },
                id: comment,
                text: 'price?',
                media: { id: media, media_product_type: 'FEED' },
              },
            },
          ],
        },
      ],
    });
    expect(String(commentHook!.entry[0]!.time)).toHaveLength(10);
    expect(mention!.entry[0]!.messaging).toMatchObject([
      {
        sender: { id: '9001' },
        recipient: { id: igId },
        message: { attachments: [{ type: 'story_mention', payload: { url: expect.any(String) } }] },
      },
    ]);
    expect(reply!.entry[0]!.messaging).toMatchObject([
      { message: { text: 'love it', reply_to: { story: { id: '17900000000000001', url: expect.any(String) } } } },
    ]);
    expect(page.instagram_business_account).not.toBeNull();
  });

  it('records deliveries as undeliverable when no webhook URL is configured', async () => {
    const offline = await startSim({ webhookUrl: null });
    try {
      const { page } = await seedPage(offline);
      await offline.control('POST', '/messages', { page_id: page.id, from: { id: '1' }, text: 'x' });
      await offline.sim.idle();
      const [delivery] = (await offline.control('GET', '/deliveries')).body.data;
      expect(delivery).toMatchObject({ attempts: 0, last_status: null, status: 'undeliverable' });
    } finally {
      await offline.close();
    }
  });

  it('keeps unreachable receivers in retry and lets the control API retry them at once', async () => {
    const slow = await startSim({
      webhookUrl: 'http://127.0.0.1:9/unreachable',
      retry: { baseDelayMs: 60_000, maxAttempts: 2 },
    });
    try {
      const { page } = await seedPage(slow);
      await slow.control('POST', '/messages', { page_id: page.id, from: { id: '1' }, text: 'x' });
      const pending = await waitForAsync(async () => {
        const [d] = (await slow.control('GET', '/deliveries')).body.data;
        // attempts counts an attempt as it starts: wait until the first one has failed.
        return d?.attempts === 1 && d.last_error ? d : undefined;
      });
      expect(pending).toMatchObject({ status: 'pending', last_status: null, last_error: expect.any(String) });
      await slow.control('POST', '/deliveries/retry');
      await slow.sim.idle();
      const [done] = (await slow.control('GET', '/deliveries')).body.data;
      expect(done).toMatchObject({ attempts: 2, status: 'failed' });
    } finally {
      await slow.close();
    }
  });
});

async function waitForAsync<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}
