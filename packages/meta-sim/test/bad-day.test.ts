import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startReceiver, startSim, waitFor, type Receiver, type TestSim } from './helpers.ts';

const HOUR = 3_600_000;

type Change = { field: string; value: Record<string, any> };

describe('Meta on a bad day: batches, retries for hours, disabled subscriptions, edits, removals, hidden authors', () => {
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

  async function postOn(pageId: string) {
    return (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id as string;
  }

  it('batches several entries and changes in one POST when batch_window_ms is set', async () => {
    const first = await seedPage(t);
    const second = await seedPage(t);
    const settings = await t.control('POST', '/deliveries/settings', { batch_window_ms: 150 });
    expect(settings.body).toMatchObject({ batch_window_ms: 150, retry_delays_ms: null, disable_after_ms: null });
    const postA = await postOn(first.page.id);
    const postB = await postOn(second.page.id);
    await t.control('POST', '/comments', { post_id: postA, from: { id: '501', name: 'A' }, message: 'one' });
    await t.control('POST', '/comments', { post_id: postA, from: { id: '502', name: 'B' }, message: 'two' });
    await t.control('POST', '/comments', { post_id: postB, from: { id: '503', name: 'C' }, message: 'three' });
    await t.sim.idle();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.signatureValid).toBe(true);
    const entries = delivery!.body.entry as Array<{ id: string; changes: Change[] }>;
    expect(entries.map((entry) => entry.id)).toEqual([first.page.id, second.page.id]);
    expect(entries[0]!.changes.map((change) => change.value.message)).toEqual(['one', 'two']);
    expect(entries[1]!.changes.map((change) => change.value.message)).toEqual(['three']);
    const deliveries = (await t.control('GET', '/deliveries')).body.data;
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ event: 'feed', status: 'delivered', attempts: 1 });
  });

  it('retries for hours on the simulated clock, then drops the event after the retry window', async () => {
    receiver.answerWith([500]);
    const { page } = await seedPage(t);
    await t.control('POST', '/deliveries/settings', {
      retry_delays_ms: [60_000, 15 * 60_000, HOUR, 4 * HOUR],
      retry_window_ms: 36 * HOUR,
    });
    const post = await postOn(page.id);
    await t.control('POST', '/comments', { post_id: post, from: { id: '601', name: 'Rana' }, message: 'hi' });
    await waitFor(() => receiver.received.length === 1);
    // Nothing more in real time: the next try is a minute away on the simulated clock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
    const [pending] = (await t.control('GET', '/deliveries')).body.data;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });

    await t.control('POST', '/clock', { advance_ms: 60_000 });
    await waitFor(() => receiver.received.length === 2);
    await t.control('POST', '/clock', { advance_ms: 15 * 60_000 });
    await waitFor(() => receiver.received.length === 3);
    for (let hours = 0; hours < 40; hours += 4) {
      await t.control('POST', '/clock', { advance_ms: 4 * HOUR });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [dropped] = await waitForAsync(async () => {
      const data = (await t.control('GET', '/deliveries')).body.data;
      return data[0]?.status === 'failed' ? data : undefined;
    });
    expect(dropped.attempts).toBeGreaterThan(5);
    expect(dropped.attempts).toBeLessThan(20);
    // The page stays subscribed when no disable_after_ms is set.
    const apps = await t.graph('GET', `/${page.id}/subscribed_apps`, { token: page.access_token });
    expect(apps.body.data).toHaveLength(1);
  });

  it("unsubscribes a page whose deliveries keep failing (Meta's Webhooks Disabled), then delivers again once re-subscribed", async () => {
    receiver.answerWith([503]);
    const { page } = await seedPage(t);
    await t.control('POST', '/deliveries/settings', { retry_delays_ms: [10 * 60_000], disable_after_ms: HOUR });
    const post = await postOn(page.id);
    await t.control('POST', '/comments', { post_id: post, from: { id: '701', name: 'Lost' }, message: 'first' });
    await waitFor(() => receiver.received.length === 1);
    // Tries at 0, 10, …, 60 minutes: the one an hour after the first failure disables the page.
    for (let step = 0; step < 6; step++) {
      await t.control('POST', '/clock', { advance_ms: 10 * 60_000 });
      await waitFor(() => receiver.received.length === step + 2);
    }
    const [record] = await waitForAsync(async () => {
      const data = (await t.control('GET', '/deliveries')).body.data;
      return data[0]?.status === 'failed' ? data : undefined;
    });
    expect(record).toMatchObject({ status: 'failed', last_error: expect.stringContaining('subscription disabled') });
    const apps = await t.graph('GET', `/${page.id}/subscribed_apps`, { token: page.access_token });
    expect(apps.body.data).toEqual([]);

    // Nothing is delivered for the page any more, until the product subscribes it again.
    receiver.answerWith([200]);
    const before = receiver.received.length;
    await t.control('POST', '/comments', { post_id: post, from: { id: '702', name: 'Unheard' }, message: 'second' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(before);
    await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token: page.access_token,
      form: { subscribed_fields: 'feed' },
    });
    await t.control('POST', '/comments', { post_id: post, from: { id: '703', name: 'Heard' }, message: 'third' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(before + 1);
    // The comments are all still on the post, for the product to read back.
    const listed = await t.graph('GET', `/${post}/comments`, {
      token: page.access_token,
      query: { filter: 'stream', order: 'chronological' },
    });
    expect(listed.body.data.map((c: { message: string }) => c.message)).toEqual(['first', 'second', 'third']);
  });

  it('sends duplicates hours late, on the simulated clock, after later events', async () => {
    const { page } = await seedPage(t);
    await t.control('POST', '/faults', { duplicate_rate: 1, duplicate_delay_ms: 2 * HOUR });
    const post = await postOn(page.id);
    await t.control('POST', '/comments', { post_id: post, from: { id: '801', name: 'Early' }, message: 'early' });
    await t.sim.idle();
    await t.control('POST', '/faults', {});
    await t.control('POST', '/comments', { post_id: post, from: { id: '802', name: 'Later' }, message: 'later' });
    await t.sim.idle();
    expect(receiver.received.map((r) => (r.body.entry[0]!.changes as Change[])[0]!.value.message)).toEqual([
      'early',
      'later',
    ]);
    await t.control('POST', '/clock', { advance_ms: 2 * HOUR });
    await waitFor(() => receiver.received.length === 3);
    expect(receiver.received[2]!.rawBody).toBe(receiver.received[0]!.rawBody);
    const deliveries = (await t.control('GET', '/deliveries')).body.data;
    expect(deliveries.find((d: { duplicate_of: number | null }) => d.duplicate_of !== null)).toMatchObject({
      duplicate_of: deliveries[0].seq,
      status: 'delivered',
    });
  });

  it('sends verb edited and remove when a commenter edits or deletes a Facebook comment', async () => {
    const { page } = await seedPage(t);
    const post = await postOn(page.id);
    const id = (
      await t.control('POST', '/comments', { post_id: post, from: { id: '901', name: 'Maya' }, message: 'price?' })
    ).body.id as string;
    const edited = await t.control('POST', `/comments/${id}/edit`, { message: 'price please?' });
    expect(edited).toMatchObject({ status: 200, body: { id } });
    const removed = await fetch(`${t.baseUrl}/_sim/comments/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    await t.sim.idle();
    const values = receiver.received.map((r) => (r.body.entry[0]!.changes as Change[])[0]!.value);
    expect(values.map((v) => [v.verb, v.comment_id, v.message])).toEqual([
      ['add', id, 'price?'],
      ['edited', id, 'price please?'],
      ['remove', id, 'price please?'],
    ]);
    const gone = await t.graph('GET', `/${id}`, { token: page.access_token });
    expect(gone.status).toBe(400);
    expect((await t.control('POST', `/comments/${id}/delete`)).status).toBe(404);
  });

  it('has no edit for Instagram comments and sends no webhook when one is deleted', async () => {
    const { igId, page } = await seedPage(t, { withInstagram: true });
    await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token: page.access_token,
      form: { subscribed_fields: 'feed' },
    });
    const media = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'Reel' })).body.id as string;
    const id = (await t.control('POST', '/comments', { post_id: media, from: { id: '1001' }, message: 'nice' })).body
      .id as string;
    await t.sim.idle();
    const count = receiver.received.length;
    expect((await t.control('POST', `/comments/${id}/edit`, { message: 'edited' })).status).toBe(400);
    expect((await t.control('POST', `/comments/${id}/delete`)).status).toBe(200);
    await t.sim.idle();
    expect(receiver.received).toHaveLength(count);
  });

  it('leaves from out of the webhook and of the Graph answer for a commenter Meta does not disclose', async () => {
    const { page } = await seedPage(t);
    const post = await postOn(page.id);
    const id = (
      await t.control('POST', '/comments', {
        post_id: post,
        from: { id: '1101', name: 'Hidden' },
        message: 'how much?',
        without_from: true,
      })
    ).body.id as string;
    await t.sim.idle();
    const value = (receiver.received[0]!.body.entry[0]!.changes as Change[])[0]!.value;
    expect(value).toMatchObject({ comment_id: id, verb: 'add', message: 'how much?' });
    expect(value).not.toHaveProperty('from');
    const read = await t.graph('GET', `/${id}`, { token: page.access_token, query: { fields: 'id,from,message' } });
    expect(read.body).toEqual({ id, message: 'how much?' });
  });

  it("reads a post's comments since a time, oldest first, in pages", async () => {
    const { page } = await seedPage(t);
    const post = await postOn(page.id);
    await t.control('POST', '/comments', { post_id: post, from: { name: 'Old' }, message: 'old' });
    await t.control('POST', '/clock', { advance_ms: HOUR });
    const since = Math.floor(Date.parse((await t.control('GET', '/clock')).body.now as string) / 1000);
    for (const message of ['n1', 'n2', 'n3'])
      await t.control('POST', '/comments', { post_id: post, from: { name: 'New' }, message });
    const first = await t.graph('GET', `/${post}/comments`, {
      token: page.access_token,
      query: { filter: 'stream', since: String(since), limit: '2' },
    });
    expect(first.body.data.map((c: { message: string }) => c.message)).toEqual(['n1', 'n2']);
    const next = await fetch(first.body.paging.next as string);
    const rest = (await next.json()) as { data: { message: string }[] };
    expect(rest.data.map((c) => c.message)).toEqual(['n3']);
  });
});

async function waitForAsync<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out waiting');
}
