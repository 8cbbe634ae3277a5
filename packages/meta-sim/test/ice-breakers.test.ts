import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPage, startReceiver, startSim, waitFor, type Receiver, type TestSim } from './helpers.ts';

const iceBreakers = (questions: Array<{ question: string; payload: string }>) => [
  { locale: 'default', call_to_actions: questions },
];
const question = (n: number) => ({ question: `Question ${n}?`, payload: `Q${n}` });

describe('Messenger Profile: ice breakers and the Instagram persistent menu', () => {
  let t: TestSim;
  let receiver: Receiver;
  let pageId: string;
  let igId: string;
  let token: string;

  beforeEach(async () => {
    receiver = await startReceiver();
    t = await startSim({ webhookUrl: receiver.url });
    const seeded = await seedPage(t, { withInstagram: true });
    pageId = seeded.page.id;
    igId = seeded.igId!;
    token = seeded.token;
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  const profile = (platform: 'messenger' | 'instagram', fields: string) =>
    t.graph('GET', '/me/messenger_profile', { token, query: { fields, platform } });

  it('keeps ice breakers per platform and reads each back with its platform', async () => {
    const onMessenger = iceBreakers([question(1), question(2)]);
    const onInstagram = iceBreakers([question(3)]);
    expect(
      (await t.graph('POST', '/me/messenger_profile', { token, json: { ice_breakers: onMessenger } })).body,
    ).toEqual({ result: 'success' });
    const instagram = await t.graph('POST', `/${pageId}/messenger_profile`, {
      token,
      json: { platform: 'instagram', ice_breakers: onInstagram },
    });
    expect(instagram.body).toEqual({ result: 'success' });
    expect((await profile('messenger', 'ice_breakers')).body).toEqual({ data: [{ ice_breakers: onMessenger }] });
    expect((await profile('instagram', 'ice_breakers')).body).toEqual({ data: [{ ice_breakers: onInstagram }] });

    await t.graph('DELETE', '/me/messenger_profile', {
      token,
      json: { platform: 'instagram', fields: ['ice_breakers'] },
    });
    expect((await profile('instagram', 'ice_breakers')).body).toEqual({ data: [] });
    expect((await profile('messenger', 'ice_breakers')).body.data).toHaveLength(1);
  });

  it('refuses a fifth question, a missing default locale, an empty question and mixed formats', async () => {
    const post = (value: unknown, platform = 'messenger') =>
      t.graph('POST', '/me/messenger_profile', { token, json: { platform, ice_breakers: value } });
    const five = await post(iceBreakers([1, 2, 3, 4, 5].map(question)), 'instagram');
    expect(five.status).toBe(400);
    expect(five.body.error).toMatchObject({ code: 100, message: expect.stringContaining('at most 4 questions') });
    expect((await post([{ locale: 'en_GB', call_to_actions: [question(1)] }])).body.error.message).toContain(
      '"default"',
    );
    expect((await post(iceBreakers([{ question: ' ', payload: 'X' }]))).body.error.code).toBe(100);
    expect((await post([question(1), { locale: 'default', call_to_actions: [question(2)] }])).body.error.code).toBe(
      100,
    );
    // The older flat format is still taken.
    expect((await post([question(1)])).body).toEqual({ result: 'success' });
  });

  it('takes an Instagram persistent menu without a get-started button, of postback and web_url items only', async () => {
    const menu = (items: unknown[]) => ({
      platform: 'instagram',
      persistent_menu: [{ locale: 'default', call_to_actions: items }],
    });
    const ok = await t.graph('POST', '/me/messenger_profile', {
      token,
      json: menu([
        { type: 'postback', title: 'Prices', payload: 'PRICES' },
        { type: 'web_url', title: 'Shop', url: 'https://shop.example' },
      ]),
    });
    expect(ok.body).toEqual({ result: 'success' });
    expect(
      (await profile('instagram', 'persistent_menu')).body.data[0].persistent_menu[0].call_to_actions,
    ).toHaveLength(2);
    const phone = await t.graph('POST', '/me/messenger_profile', {
      token,
      json: menu([{ type: 'phone_number', title: 'Call', payload: '+963' }]),
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error.message).toContain('on Instagram');
    const tooMany = Array.from({ length: 21 }, (_, n) => ({ type: 'postback', title: `B${n}`, payload: `P${n}` }));
    expect((await t.graph('POST', '/me/messenger_profile', { token, json: menu(tooMany) })).body.error.code).toBe(100);
  });

  it('refuses the Instagram platform for a page without an Instagram account', async () => {
    const other = await seedPage(t, { withInstagram: false });
    const answer = await t.graph('POST', '/me/messenger_profile', {
      token: other.token,
      json: { platform: 'instagram', ice_breakers: iceBreakers([question(1)]) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(100);
  });

  it('sends a tapped ice breaker as a postback with its question as the title, on each platform', async () => {
    await t.graph('POST', '/me/messenger_profile', { token, json: { ice_breakers: iceBreakers([question(1)]) } });
    await t.graph('POST', '/me/messenger_profile', {
      token,
      json: { platform: 'instagram', ice_breakers: iceBreakers([{ question: 'Do you ship?', payload: 'SHIP' }]) },
    });
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '9101' }, postback_payload: 'Q1' });
    await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '17849101' }, postback_payload: 'SHIP' });
    const postbacks = await waitFor(() => {
      const found = receiver.received.flatMap((delivery) =>
        delivery.body.entry.flatMap((entry) =>
          ((entry.messaging as Array<Record<string, any>> | undefined) ?? [])
            .filter((event) => event.postback)
            .map((event) => ({
              object: delivery.body.object,
              recipient: event.recipient.id,
              postback: event.postback,
            })),
        ),
      );
      return found.length >= 2 && found;
    });
    expect(postbacks).toEqual(
      expect.arrayContaining([
        {
          object: 'page',
          recipient: pageId,
          postback: { mid: expect.any(String), title: 'Question 1?', payload: 'Q1' },
        },
        {
          object: 'instagram',
          recipient: igId,
          postback: { mid: expect.any(String), title: 'Do you ship?', payload: 'SHIP' },
        },
      ]),
    );
  });
});
