import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

describe('a customer shares a post or reel of the account in Instagram Direct', () => {
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
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  const messagingOf = (index: number) =>
    (receiver.received[index]!.body.entry[0]!.messaging as Array<Record<string, any>>)[0]!;

  it('sends a shared post as an ig_post attachment: media id, caption as title, picture url, no permalink', async () => {
    const post = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'Linen abaya, sand' })).body
      .id as string;
    const sent = await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '9100' }, share_media_id: post });
    await t.sim.idle();

    expect(receiver.received[0]!.body).toMatchObject({ object: 'instagram', entry: [{ id: igId }] });
    const media = await t.graph('GET', `/${post}`, { token, query: { fields: 'media_url,permalink' } });
    expect(messagingOf(0)).toEqual({
      sender: { id: '9100' },
      recipient: { id: igId },
      timestamp: expect.any(Number),
      message: {
        mid: sent.body.mid,
        attachments: [
          {
            type: 'ig_post',
            payload: { ig_post_media_id: post, title: 'Linen abaya, sand', url: media.body.media_url },
          },
        ],
      },
    });
    // What the webhook leaves out is read from the media itself.
    expect(media.body.permalink).toEqual(expect.stringContaining(post));
  });

  it('sends a shared reel as an ig_reel attachment, its cover readable as thumbnail_url', async () => {
    const reel = (await t.control('POST', '/posts', { ig_user_id: igId, message: 'How to style it', reel: true })).body
      .id as string;
    await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '9100' }, share_media_id: reel });
    await t.sim.idle();

    const media = await t.graph('GET', `/${reel}`, {
      token,
      query: { fields: 'media_type,media_product_type,media_url,thumbnail_url' },
    });
    expect(media.body).toMatchObject({ media_type: 'VIDEO', media_product_type: 'REELS' });
    expect(media.body.thumbnail_url).toEqual(expect.any(String));
    expect(messagingOf(0).message.attachments).toEqual([
      { type: 'ig_reel', payload: { reel_video_id: reel, title: 'How to style it', url: media.body.media_url } },
    ]);
  });

  it('refuses to share what the account does not have, or a story', async () => {
    const story = (await t.control('POST', '/posts', { ig_user_id: igId, message: '', story: true })).body.id as string;
    const other = await seedPage(t, { withInstagram: true });
    const theirs = (await t.control('POST', '/posts', { ig_user_id: other.igId, message: 'not ours' })).body
      .id as string;

    const share = (mediaId: string) =>
      t.control('POST', '/messages', { ig_user_id: igId, from: { id: '9100' }, share_media_id: mediaId });
    expect((await share('17999999999999999')).status).toBe(404);
    expect((await share(theirs)).status).toBe(404);
    expect((await share(story)).status).toBe(400);
    await t.sim.idle();
    expect(receiver.received).toHaveLength(0);
  });
});
