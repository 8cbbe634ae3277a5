import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, seedPage, startReceiver, startSim, type Receiver, type TestSim } from './helpers.ts';

const allFields = ['feed', 'messages', 'messaging_postbacks', 'message_echoes'];

describe('a page Meta unsubscribed the app from', () => {
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

  const subscribedApps = async (pageId: string, token: string) =>
    (await t.graph('GET', `/${pageId}/subscribed_apps`, { token })).body.data as Array<Record<string, unknown>>;

  it('says which app is subscribed with which fields, and nothing once unsubscribed', async () => {
    const { page, token } = await seedPage(t);
    const [app] = await subscribedApps(page.id, token);
    expect(app).toMatchObject({ id: APP_ID, name: expect.any(String), subscribed_fields: allFields });

    const answer = await t.control('POST', `/pages/${page.id}/unsubscribe`, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ subscribed_fields: [] });
    expect(await subscribedApps(page.id, token)).toEqual([]);
    expect(
      (await t.graph('GET', `/${page.id}`, { token, query: { fields: 'is_webhooks_subscribed' } })).body,
    ).toMatchObject({ is_webhooks_subscribed: false });
  });

  it('removes only the named fields, and the app when none is left', async () => {
    const { page, token } = await seedPage(t);
    const partly = await t.control('POST', `/pages/${page.id}/unsubscribe`, { fields: ['messages', 'feed'] });
    expect(partly.body).toEqual({ subscribed_fields: ['messaging_postbacks', 'message_echoes'] });
    expect((await subscribedApps(page.id, token))[0]!.subscribed_fields).toEqual([
      'messaging_postbacks',
      'message_echoes',
    ]);
    await t.control('POST', `/pages/${page.id}/unsubscribe`, { fields: ['messaging_postbacks', 'message_echoes'] });
    expect(await subscribedApps(page.id, token)).toEqual([]);
  });

  it('delivers no webhook while unsubscribed, keeps the messages in the conversations API, and delivers again after subscribing', async () => {
    const { page, token } = await seedPage(t, { withInstagram: true });
    const igId = (await t.control('GET', '/pages')).body.data[0].instagram_business_account.id as string;
    await t.control('POST', `/pages/${igId}/unsubscribe`, {});
    const sent = await t.control('POST', '/messages', {
      page_id: page.id,
      from: { id: '8101', name: 'Gap Gala' },
      text: 'hello?',
    });
    await t.control('POST', '/messages', {
      ig_user_id: igId,
      from: { id: '8102', name: 'insta_ina' },
      text: 'ig hello?',
    });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(0);
    expect((await t.control('GET', '/deliveries')).body.data).toHaveLength(0);

    const fields = 'id,updated_time,messages.limit(20){id,created_time,from,to,message}';
    const messenger = await t.graph('GET', `/${page.id}/conversations`, {
      token,
      query: { platform: 'messenger', fields },
    });
    expect(messenger.status).toBe(200);
    expect(messenger.body.data[0].messages.data[0]).toMatchObject({
      id: sent.body.mid,
      message: 'hello?',
      from: { id: '8101' },
      to: { data: [{ id: page.id }] },
      created_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
    });
    const instagram = await t.graph('GET', `/${page.id}/conversations`, {
      token,
      query: { platform: 'instagram', fields },
    });
    expect(instagram.body.data[0].messages.data[0]).toMatchObject({ message: 'ig hello?', from: { id: '8102' } });

    const again = await t.graph('POST', `/${page.id}/subscribed_apps`, {
      token,
      form: { subscribed_fields: allFields.join(',') },
    });
    expect(again.status).toBe(200);
    await t.control('POST', '/messages', { page_id: page.id, from: { id: '8101' }, text: 'still there?' });
    await t.sim.idle();
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses an unknown page', async () => {
    const answer = await t.control('POST', '/pages/999000111/unsubscribe', {});
    expect(answer.status).toBe(404);
  });
});
