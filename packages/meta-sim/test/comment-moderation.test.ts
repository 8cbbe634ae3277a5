import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

type FeedChange = { field: string; value: { verb?: string; comment_id?: string; item?: string } };
const changesOf = (receiver: Receiver) =>
  receiver.received.flatMap((r) => (r.body.entry as Array<{ changes?: FeedChange[] }>).flatMap((e) => e.changes ?? []));

describe('Comment moderation (hide and unhide)', () => {
  let t: TestSim;
  let receiver: Receiver;
  let pageId: string;
  let token: string;
  let igId: string;

  beforeEach(async () => {
    receiver = await startReceiver();
    t = await startSim({ webhookUrl: receiver.url });
    const seeded = await seedPage(t, { withInstagram: true });
    pageId = seeded.page.id;
    token = seeded.token;
    igId = seeded.igId!;
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it("hides and unhides a person's Facebook comment, with Meta's hide and unhide feed webhooks", async () => {
    const post = (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id as string;
    const comment = (
      await t.control('POST', '/comments', {
        post_id: post,
        from: { id: '3001', name: 'Ali' },
        message: '0999 123 456',
      })
    ).body.id as string;
    const before = await t.graph('GET', `/${comment}`, { token, query: { fields: 'is_hidden,can_hide' } });
    expect(before.body).toMatchObject({ is_hidden: false, can_hide: true });

    expect((await t.graph('POST', `/${comment}`, { token, form: { is_hidden: 'true' } })).body).toEqual({
      success: true,
    });
    expect((await t.graph('GET', `/${comment}`, { token, query: { fields: 'is_hidden' } })).body.is_hidden).toBe(true);
    expect((await t.graph('POST', `/${comment}`, { token, form: { is_hidden: 'false' } })).body).toEqual({
      success: true,
    });
    expect((await t.graph('GET', `/${comment}`, { token, query: { fields: 'is_hidden' } })).body.is_hidden).toBe(false);

    await t.sim.idle();
    const verbs = changesOf(receiver)
      .filter((change) => change.value.comment_id === comment)
      .map((change) => change.value.verb);
    expect(verbs).toEqual(['add', 'hide', 'unhide']);
  });

  it("refuses to hide the page's own comment and a comment on another page's post", async () => {
    const post = (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id as string;
    const own = (await t.graph('POST', `/${post}/comments`, { token, form: { message: 'Welcome!' } })).body
      .id as string;
    expect((await t.graph('GET', `/${own}`, { token, query: { fields: 'can_hide' } })).body.can_hide).toBe(false);
    const refused = await t.graph('POST', `/${own}`, { token, form: { is_hidden: 'true' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, message: expect.stringMatching(/own comment/) });

    const other = await seedPage(t);
    const otherPost = (await t.control('POST', '/posts', { page_id: other.page.id, message: 'Other' })).body.id;
    const theirs = (
      await t.control('POST', '/comments', { post_id: otherPost, from: { id: '3002', name: 'Sara' }, message: 'hi' })
    ).body.id as string;
    const foreign = await t.graph('POST', `/${theirs}`, { token, form: { is_hidden: 'true' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe(100);
    expect((await t.graph('GET', `/${theirs}`, { token: other.token, query: { fields: 'is_hidden' } })).body).toEqual(
      expect.objectContaining({ is_hidden: false }),
    );
  });

  it("hides and unhides an Instagram comment (field hidden) without a webhook, never the account's own", async () => {
    const media = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'New' })).body.id as string;
    const comment = (
      await t.control('POST', '/comments', {
        post_id: media,
        from: { id: '4001', username: 'buyer.one' },
        message: 'wa.me/963999123456',
      })
    ).body.id as string;
    await t.sim.idle();
    const deliveredBefore = receiver.received.length;

    expect((await t.graph('POST', `/${comment}`, { token, form: { hide: 'true' } })).body).toEqual({ success: true });
    expect((await t.graph('GET', `/${comment}`, { token, query: { fields: 'hidden' } })).body.hidden).toBe(true);
    expect((await t.graph('POST', `/${comment}`, { token, form: { hide: 'false' } })).body).toEqual({ success: true });
    expect((await t.graph('GET', `/${comment}`, { token, query: { fields: 'hidden' } })).body.hidden).toBe(false);
    await t.sim.idle();
    expect(receiver.received).toHaveLength(deliveredBefore);

    const own = (await t.graph('POST', `/${comment}/replies`, { token, form: { message: 'DM sent' } })).body
      .id as string;
    const refused = await t.graph('POST', `/${own}`, { token, form: { hide: 'true' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(100);

    const other = await seedPage(t);
    const foreign = await t.graph('POST', `/${comment}`, { token: other.token, form: { hide: 'true' } });
    expect(foreign.status).toBe(400);
    expect((await t.graph('GET', `/${comment}`, { token, query: { fields: 'hidden' } })).body.hidden).toBe(false);
  });
});
