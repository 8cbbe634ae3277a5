import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR, seedPage, startSim, type TestSim } from './helpers.ts';

describe('Meta on a bad day: comments by other Pages and the rolling 24-hour page limit', () => {
  let t: TestSim;
  let pageId: string;
  let token: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t);
    pageId = seeded.page.id;
    token = seeded.token;
  });
  afterEach(() => t.close());

  it('refuses a private reply to a comment left by another Page but accepts the public reply', async () => {
    const owner = (await t.control('POST', '/users', { name: 'Other Owner' })).body.id as string;
    const otherPage = (await t.control('POST', '/pages', { owner_user_id: owner, name: 'Neighbour Shop' })).body as {
      id: string;
      name: string;
    };
    const post = (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id as string;
    const byPage = (await t.control('POST', '/comments', { post_id: post, from: otherPage, message: 'nice, price?' }))
      .body.id as string;

    const privateReply = await t.graph('POST', `/${pageId}/messages`, {
      token,
      json: { recipient: { comment_id: byPage }, message: { text: 'the price' } },
    });
    expect(privateReply.status).toBe(403);
    expect(privateReply.body.error).toMatchObject({ code: 200, type: 'OAuthException' });
    expect(privateReply.body.error.message).toContain('another facebook page');

    const publicReply = await t.graph('POST', `/${byPage}/comments`, { token, form: { message: 'Thanks!' } });
    expect(publicReply.status).toBe(200);

    const byPerson = (
      await t.control('POST', '/comments', { post_id: post, from: { id: '5009', name: 'Ann' }, message: 'price?' })
    ).body.id as string;
    const toPerson = await t.graph('POST', `/${pageId}/messages`, {
      token,
      json: { recipient: { comment_id: byPerson }, message: { text: 'the price' } },
    });
    expect(toPerson.status).toBe(200);
  });

  it('counts a page over a rolling 24 hours and answers 80001 with the time to regain access', async () => {
    await t.control('POST', '/limits', { page_calls_per_day: 4 });
    expect((await t.control('GET', '/limits')).body.page_calls_per_day).toBe(4);
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
    await t.control('POST', '/clock', { advance_ms: 5 * HOUR });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
    await t.control('POST', '/clock', { advance_ms: 5 * HOUR });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
    // Hours later the hourly budget is fresh, but the day's (the seeding call and three reads) is spent.
    await t.control('POST', '/clock', { advance_ms: 5 * HOUR });
    const throttled = await t.graph('GET', `/${pageId}`, { token });
    expect(throttled.status).toBe(400);
    expect(throttled.body.error).toMatchObject({ code: 80001, is_transient: true });
    const usage = JSON.parse(throttled.headers.get('x-business-use-case-usage')!);
    const pages = usage[pageId].find((entry: { type: string }) => entry.type === 'pages');
    expect(pages.call_count).toBe(100);
    // The first call frees up 24 h after it was made: 9 hours from now.
    expect(pages.estimated_time_to_regain_access).toBe(9 * 60);

    await t.control('POST', '/clock', { advance_ms: 9 * HOUR });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
    await t.control('POST', '/clock', { advance_ms: DAY });
    expect((await t.graph('GET', `/${pageId}`, { token })).status).toBe(200);
  });
});
