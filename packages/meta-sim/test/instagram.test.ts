import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, seedPage, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

describe('Instagram', () => {
  let t: TestSim;
  let receiver: Receiver;
  let igId: string;
  let token: string;

  beforeEach(async () => {
    receiver = await startReceiver();
    t = await startSim({ webhookUrl: receiver.url });
    const seeded = await seedPage(t, { withInstagram: true });
    igId = seeded.igId!;
    token = seeded.token;
    // these tests use made-up media URLs; fetching real ones is covered by publishing-media.test.ts
    await t.control('POST', '/media-checks', { fetch_media: false });
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  async function mediaWithComment() {
    const media = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'New arrivals' })).body.id as string;
    const comment = (
      await t.control('POST', '/comments', {
        post_id: media,
        from: { id: '4001', username: 'buyer.one' },
        message: 'price please',
      })
    ).body.id as string;
    return { media, comment };
  }

  it('reads the account, media and comments with fields', async () => {
    const { media, comment } = await mediaWithComment();
    const account = await t.graph('GET', `/${igId}`, {
      token,
      query: { fields: 'id,username,name,profile_picture_url,followers_count,media_count' },
    });
    expect(account.body).toMatchObject({ id: igId, username: expect.any(String), media_count: 1 });
    const list = await t.graph('GET', `/${igId}/media`, {
      token,
      query: { fields: 'id,caption,media_type,media_product_type,permalink,timestamp,comments_count' },
    });
    expect(list.body.data[0]).toMatchObject({
      id: media,
      caption: 'New arrivals',
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      comments_count: 1,
      timestamp: expect.stringMatching(/\+0000$/),
    });
    const comments = await t.graph('GET', `/${media}/comments`, {
      token,
      query: { fields: 'id,text,username,timestamp,from' },
    });
    expect(comments.body.data).toEqual([
      {
        id: comment,
        text: 'price please',
        username: 'buyer.one',
        timestamp: expect.any(String),
        from: { id: '4001', username: 'buyer.one' },
      },
    ]);
  });

  it('replies with text only, attaches replies to replies to the top-level comment, and refuses hidden comments', async () => {
    const { comment } = await mediaWithComment();
    const reply = await t.graph('POST', `/${comment}/replies`, { token, form: { message: 'DM sent!' } });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toMatch(/^\d{17}$/);

    const nested = await t.graph('POST', `/${reply.body.id}/replies`, { token, form: { message: 'follow-up' } });
    const nestedComment = await t.graph('GET', `/${nested.body.id}`, { token, query: { fields: 'parent_id,text' } });
    expect(nestedComment.body.parent_id).toBe(comment);

    const withImage = await t.graph('POST', `/${comment}/replies`, {
      token,
      form: { message: 'look', attachment_url: 'https://cdn.example/x.jpg' },
    });
    expect(withImage.status).toBe(400);
    expect(withImage.body.error.code).toBe(100);
    expect((await t.graph('POST', `/${comment}/replies`, { token, form: {} })).body.error.code).toBe(100);

    expect((await t.graph('POST', `/${comment}`, { token, form: { hide: 'true' } })).body).toEqual({ success: true });
    const hidden = await t.graph('POST', `/${comment}/replies`, { token, form: { message: 'nope' } });
    expect(hidden.status).toBe(400);
    expect(hidden.body.error.message).toMatch(/hidden/);

    await t.sim.idle();
    const own = receiver.received.filter(
      (r) => (r.body.entry[0]!.changes as Array<{ value: { from: { id: string } } }>)[0]!.value.from.id === igId,
    );
    expect(own).toHaveLength(2);
  });

  it('toggles comments on media', async () => {
    const { media } = await mediaWithComment();
    expect((await t.graph('POST', `/${media}`, { token, form: { comment_enabled: 'false' } })).body).toEqual({
      success: true,
    });
    expect((await t.graph('POST', `/${media}/comments`, { token, form: { message: 'hi' } })).status).toBe(400);
    expect(
      (await t.graph('GET', `/${media}`, { token, query: { fields: 'is_comment_enabled' } })).body.is_comment_enabled,
    ).toBe(false);
  });

  it('publishes through containers: IN_PROGRESS, FINISHED, PUBLISHED, and EXPIRED after 24 hours', async () => {
    const container = await t.graph('POST', `/${igId}/media`, {
      token,
      form: { image_url: 'https://cdn.example/p.jpg', caption: 'Hello #sale' },
    });
    expect(container.body.id).toEqual(expect.any(String));
    const status = () => t.graph('GET', `/${container.body.id}`, { token, query: { fields: 'status_code,status' } });
    expect((await status()).body).toMatchObject({ status_code: 'IN_PROGRESS', id: container.body.id });
    const early = await t.graph('POST', `/${igId}/media_publish`, { token, form: { creation_id: container.body.id } });
    expect(early.body.error).toMatchObject({ code: 9007, error_subcode: 2207027 });

    await t.control('POST', '/clock', { advance_ms: 2000 });
    expect((await status()).body.status_code).toBe('FINISHED');
    const published = await t.graph('POST', `/${igId}/media_publish`, {
      token,
      form: { creation_id: container.body.id },
    });
    expect(published.status).toBe(200);
    expect((await status()).body.status_code).toBe('PUBLISHED');
    const media = await t.graph('GET', `/${published.body.id}`, {
      token,
      query: { fields: 'caption,permalink,media_type' },
    });
    expect(media.body).toMatchObject({
      caption: 'Hello #sale',
      media_type: 'IMAGE',
      permalink: expect.stringMatching(new RegExp(`/view/${published.body.id}$`)),
    });

    const stale = await t.graph('POST', `/${igId}/media`, { token, form: { image_url: 'https://cdn.example/q.jpg' } });
    await t.control('POST', '/clock', { advance_ms: DAY + 1000 });
    expect(
      (await t.graph('GET', `/${stale.body.id}`, { token, query: { fields: 'status_code' } })).body.status_code,
    ).toBe('EXPIRED');
    expect(
      (await t.graph('POST', `/${igId}/media_publish`, { token, form: { creation_id: stale.body.id } })).body.error,
    ).toMatchObject({ code: 24, error_subcode: 2207008 });
  });

  it('handles reels, stories, carousels and container errors', async () => {
    const reel = await t.graph('POST', `/${igId}/media`, {
      token,
      json: { media_type: 'REELS', video_url: 'https://cdn.example/r.mp4', caption: 'reel' },
    });
    const story = await t.graph('POST', `/${igId}/media`, {
      token,
      json: { media_type: 'STORIES', image_url: 'https://cdn.example/s.jpg' },
    });
    const children = [];
    for (const url of ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'])
      children.push(
        (await t.graph('POST', `/${igId}/media`, { token, json: { image_url: url, is_carousel_item: true } })).body.id,
      );
    const carousel = await t.graph('POST', `/${igId}/media`, {
      token,
      json: { media_type: 'CAROUSEL', children: children.join(','), caption: 'set' },
    });
    const failing = await t.graph('POST', `/${igId}/media`, {
      token,
      json: { image_url: 'https://cdn.example/sim-fail.jpg' },
    });
    expect(
      (await t.graph('POST', `/${igId}/media`, { token, json: { media_type: 'CAROUSEL', children: children[0] } })).body
        .error.code,
    ).toBe(100);
    expect(
      (await t.graph('POST', `/${igId}/media`, { token, json: { image_url: 'ftp://nope' } })).body.error,
    ).toMatchObject({ code: 9004, error_subcode: 2207052 });

    await t.control('POST', '/clock', { advance_ms: 10_000 });
    expect(
      (await t.graph('GET', `/${failing.body.id}`, { token, query: { fields: 'status_code' } })).body.status_code,
    ).toBe('ERROR');
    for (const c of [reel, story, carousel])
      expect(
        (await t.graph('POST', `/${igId}/media_publish`, { token, json: { creation_id: c.body.id } })).status,
      ).toBe(200);

    const media = await t.graph('GET', `/${igId}/media`, {
      token,
      query: { fields: 'media_type,media_product_type,children{media_type}' },
    });
    expect(
      media.body.data
        .map((m: { media_product_type: string; media_type: string }) => `${m.media_type}/${m.media_product_type}`)
        .sort(),
    ).toEqual(['CAROUSEL_ALBUM/FEED', 'VIDEO/REELS']);
    expect(
      media.body.data.find((m: { media_type: string }) => m.media_type === 'CAROUSEL_ALBUM').children.data,
    ).toHaveLength(2);
    const stories = await t.graph('GET', `/${igId}/stories`, { token });
    expect(stories.body.data).toHaveLength(1);
    await t.control('POST', '/clock', { advance_ms: DAY });
    expect((await t.graph('GET', `/${igId}/stories`, { token })).body.data).toHaveLength(0);
  });

  it('enforces the publishing quota on a rolling 24 hours and reports it', async () => {
    await t.control('POST', '/limits', { publishing_quota_per_day: 2, image_container_ready_ms: 0 });
    const publishOne = async () => {
      const c = await t.graph('POST', `/${igId}/media`, { token, form: { image_url: 'https://cdn.example/p.jpg' } });
      return t.graph('POST', `/${igId}/media_publish`, { token, form: { creation_id: c.body.id } });
    };
    expect((await publishOne()).status).toBe(200);
    expect((await publishOne()).status).toBe(200);
    const limit = await t.graph('GET', `/${igId}/content_publishing_limit`, {
      token,
      query: { fields: 'quota_usage,config' },
    });
    expect(limit.body).toEqual({ data: [{ quota_usage: 2, config: { quota_total: 2, quota_duration: 86400 } }] });
    const refused = await publishOne();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 9, error_subcode: 2207042 });
    await t.control('POST', '/clock', { advance_ms: DAY + 1000 });
    expect((await publishOne()).status).toBe(200);
  });

  it("tells a business from a creator account (account_type) and refuses a creator's story", async () => {
    expect((await t.graph('GET', `/${igId}`, { token, query: { fields: 'account_type' } })).body).toEqual({
      id: igId,
      account_type: 'BUSINESS',
    });
    const creatorPage = (
      await t.control('POST', '/pages', {
        owner_user_id: (await t.control('POST', '/users', { name: 'Creator Cara' })).body.id,
        name: 'Cara Makes',
        with_instagram: true,
        instagram_account_type: 'MEDIA_CREATOR',
      })
    ).body as { access_token: string; instagram_business_account: { id: string } };
    const creator = creatorPage.instagram_business_account.id;
    const creatorToken = creatorPage.access_token;
    const fields = await t.graph('GET', `/${creator}`, {
      token: creatorToken,
      query: { fields: 'username,account_type' },
    });
    expect(fields.body.account_type).toBe('MEDIA_CREATOR');
    const story = await t.graph('POST', `/${creator}/media`, {
      token: creatorToken,
      json: { media_type: 'STORIES', image_url: 'https://cdn.example/s.jpg' },
    });
    expect(story.status).toBe(400);
    expect(story.body.error).toMatchObject({ code: 100, message: expect.stringMatching(/business accounts/) });
    const image = await t.graph('POST', `/${creator}/media`, {
      token: creatorToken,
      json: { image_url: 'https://cdn.example/p.jpg', caption: 'new' },
    });
    expect(image.status).toBe(200);
    const wrongType = await t.control('POST', '/pages', {
      owner_user_id: (await t.control('POST', '/users', { name: 'Someone' })).body.id,
      name: 'Typo Shop',
      with_instagram: true,
      instagram_account_type: 'CREATOR',
    });
    expect(wrongType.status).toBe(400);
  });

  it('refuses a caption with more hashtags than its configured cap (5 by default)', async () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `#تخفيضات${index}`).join(' ');
    const container = (caption: string) =>
      t.graph('POST', `/${igId}/media`, { token, json: { image_url: 'https://cdn.example/p.jpg', caption } });
    expect((await container(`Eid ${tags(5)}`)).status).toBe(200);
    const refused = await container(tags(6));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, message: expect.stringMatching(/at most 5 hashtags/) });
    await t.control('POST', '/limits', { hashtags_per_caption: 30 });
    expect((await container(tags(30))).status).toBe(200);
    expect((await container(tags(31))).status).toBe(400);
  });

  it('searches hashtags with stable ids, recent and top media, and 30 unique hashtags per 7 days', async () => {
    await t.control('POST', '/posts', { ig_user_id: igId, message: 'Eid collection #Abaya', like_count: 5 });
    await t.control('POST', '/posts', { ig_user_id: igId, message: 'More #abaya styles' });
    await t.control('POST', '/posts', { ig_user_id: igId, message: 'No tag here #abayas' });
    const search = await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: 'abaya' } });
    const id = search.body.data[0].id;
    expect(
      (await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: '#Abaya' } })).body.data[0].id,
    ).toBe(id);
    expect((await t.graph('GET', `/${id}`, { token, query: { fields: 'id,name' } })).body).toEqual({
      id,
      name: 'abaya',
    });
    const recent = await t.graph('GET', `/${id}/recent_media`, {
      token,
      query: { user_id: igId, fields: 'id,caption', limit: '50' },
    });
    const ownCaptions = (list: { caption: string }[]) =>
      list.map((m) => m.caption).filter((c) => c.startsWith('Eid') || c.startsWith('More') || c.startsWith('No tag'));
    expect(ownCaptions(recent.body.data).sort()).toEqual(['Eid collection #Abaya', 'More #abaya styles']);
    const top = await t.graph('GET', `/${id}/top_media`, {
      token,
      query: { user_id: igId, fields: 'caption,like_count', limit: '50' },
    });
    expect(ownCaptions(top.body.data)).toEqual(['Eid collection #Abaya', 'More #abaya styles']);

    await t.control('POST', '/limits', { hashtags_per_week: 2 });
    expect((await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: 'second' } })).status).toBe(
      200,
    );
    expect((await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: 'third' } })).status).toBe(
      400,
    );
    expect((await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: 'abaya' } })).status).toBe(
      200,
    );
    await t.control('POST', '/clock', { advance_ms: 7 * DAY + 1000 });
    expect((await t.graph('GET', '/ig_hashtag_search', { token, query: { user_id: igId, q: 'third' } })).status).toBe(
      200,
    );
  });
});
