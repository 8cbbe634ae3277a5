import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR, getJson, seedPage, startSim, type TestSim } from './helpers.ts';

describe('Send API rules', () => {
  let t: TestSim;
  let pageId: string;
  let token: string;

  beforeEach(async () => {
    t = await startSim();
    const seeded = await seedPage(t, { withInstagram: true });
    pageId = seeded.page.id;
    token = seeded.token;
  });
  afterEach(() => t.close());

  const send = (body: unknown) => t.graph('POST', `/${pageId}/messages`, { token, json: body });

  async function commentOnNewPost(from = { id: '5001', name: 'Commenter' }) {
    const post = (await t.control('POST', '/posts', { page_id: pageId, message: 'Sale' })).body.id;
    return (await t.control('POST', '/comments', { post_id: post, from, message: 'how much?' })).body.id as string;
  }

  it('allows exactly one private reply per comment', async () => {
    const commentId = await commentOnNewPost();
    const first = await send({ recipient: { comment_id: commentId }, message: { text: 'Sent you the price' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recipient_id: '5001', message_id: expect.any(String) });
    const second = await send({ recipient: { comment_id: commentId }, message: { text: 'again' } });
    expect(second.status).toBe(400);
    expect(second.body.error).toMatchObject({
      code: 10900,
      message: '(#10900) Activity already replied to',
      type: 'OAuthException',
    });
    const comment = await t.graph('GET', `/${commentId}`, { token, query: { fields: 'can_reply_privately,message' } });
    expect(comment.body).toMatchObject({ can_reply_privately: false, message: 'how much?' });
  });

  it('refuses private replies more than 7 days after the comment', async () => {
    const commentId = await commentOnNewPost();
    await t.control('POST', '/clock', { advance_ms: 7 * DAY + 60_000 });
    const late = await send({ recipient: { comment_id: commentId }, message: { text: 'too late' } });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ code: 10, error_subcode: 2018278 });
  });

  it('rejects private replies to unknown comments', async () => {
    const answer = await send({ recipient: { comment_id: '1_2' }, message: { text: 'x' } });
    expect(answer.body.error).toMatchObject({ code: 100, error_subcode: 2018292 });
  });

  it('enforces the 24-hour window and lets HUMAN_AGENT reply for 7 days', async () => {
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '6001', name: 'Buyer' }, text: 'hello' });
    expect(
      (await send({ recipient: { id: '6001' }, messaging_type: 'RESPONSE', message: { text: 'hi!' } })).status,
    ).toBe(200);

    await t.control('POST', '/clock', { advance_ms: 25 * HOUR });
    const closed = await send({
      recipient: { id: '6001' },
      messaging_type: 'RESPONSE',
      message: { text: 'still there?' },
    });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatchObject({ code: 10, error_subcode: 2018278 });

    const human = await send({
      recipient: { id: '6001' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'An agent here' },
    });
    expect(human.status).toBe(200);

    await t.control('POST', '/clock', { advance_ms: 6 * DAY });
    const tooLate = await send({
      recipient: { id: '6001' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'late agent' },
    });
    expect(tooLate.body.error).toMatchObject({ code: 10, error_subcode: 2018278 });

    await t.control('POST', '/messages', { page_id: pageId, from: { id: '6001' }, text: 'back again' });
    expect((await send({ recipient: { id: '6001' }, message: { text: 'welcome back' } })).status).toBe(200);
  });

  it('accepts form-encoded bodies whose nested values are JSON strings', async () => {
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '6002' }, text: 'hello' });
    const answer = await t.graph('POST', `/${pageId}/messages`, {
      token,
      form: {
        recipient: JSON.stringify({ id: '6002' }),
        message: JSON.stringify({ text: 'form works' }),
        messaging_type: 'RESPONSE',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.recipient_id).toBe('6002');
  });

  it('validates templates, quick replies, attachments and sender actions', async () => {
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '6003' }, text: 'hello' });
    const recipient = { id: '6003' };
    const button = (i: number) => ({ type: 'postback', title: `B${i}`, payload: `P${i}` });

    const okButtons = await send({
      recipient,
      message: {
        attachment: {
          type: 'template',
          payload: { template_type: 'button', text: 'Pick', buttons: [button(1), button(2), button(3)] },
        },
      },
    });
    expect(okButtons.status).toBe(200);
    const tooManyButtons = await send({
      recipient,
      message: {
        attachment: {
          type: 'template',
          payload: { template_type: 'button', text: 'Pick', buttons: [1, 2, 3, 4].map(button) },
        },
      },
    });
    expect(tooManyButtons.body.error.code).toBe(100);

    const element = (i: number) => ({ title: `Item ${i}`, subtitle: 'nice', buttons: [button(i)] });
    expect(
      (
        await send({
          recipient,
          message: {
            attachment: {
              type: 'template',
              payload: { template_type: 'generic', elements: Array.from({ length: 10 }, (_, i) => element(i)) },
            },
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send({
          recipient,
          message: {
            attachment: {
              type: 'template',
              payload: { template_type: 'generic', elements: Array.from({ length: 11 }, (_, i) => element(i)) },
            },
          },
        })
      ).body.error.code,
    ).toBe(100);

    const quick = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ content_type: 'text', title: `Q${i}`, payload: `Q${i}` }));
    expect((await send({ recipient, message: { text: 'choose', quick_replies: quick(13) } })).status).toBe(200);
    expect((await send({ recipient, message: { text: 'choose', quick_replies: quick(14) } })).body.error.code).toBe(
      100,
    );

    const image = await send({
      recipient,
      message: { attachment: { type: 'image', payload: { url: 'https://cdn.example/a.jpg', is_reusable: true } } },
    });
    expect(image.body).toMatchObject({
      recipient_id: '6003',
      message_id: expect.any(String),
      attachment_id: expect.any(String),
    });
    const reuse = await send({
      recipient,
      message: { attachment: { type: 'file', payload: { attachment_id: image.body.attachment_id } } },
    });
    expect(reuse.status).toBe(200);
    expect(
      (await send({ recipient, message: { attachment: { type: 'video', payload: { url: 'not a url' } } } })).body.error
        .code,
    ).toBe(100);

    for (const action of ['typing_on', 'typing_off', 'mark_seen']) {
      expect((await send({ recipient, sender_action: action })).body).toEqual({ recipient_id: '6003' });
    }
    expect((await send({ recipient, message: { text: 'x'.repeat(2001) } })).body.error.code).toBe(100);
  });

  it('answers 100/2018001 for unknown people and 551 for people who are unavailable', async () => {
    expect((await send({ recipient: { id: '999' }, message: { text: 'x' } })).body.error).toMatchObject({
      code: 100,
      error_subcode: 2018001,
    });
    await t.control('POST', '/messages', { page_id: pageId, from: { id: '6004' }, text: 'hello' });
    await t.control('POST', '/people', { page_id: pageId, id: '6004', unavailable: true });
    expect((await send({ recipient: { id: '6004' }, message: { text: 'x' } })).body.error).toMatchObject({
      code: 551,
      error_subcode: 1545041,
    });
  });

  it('sends Instagram DMs with the page token, HUMAN_AGENT being the only tag', async () => {
    const igId = (await t.control('GET', '/pages')).body.data[0].instagram_business_account.id;
    await t.control('POST', '/messages', { ig_user_id: igId, from: { id: '7001' }, text: 'hi from IG' });
    expect((await send({ recipient: { id: '7001' }, message: { text: 'IG reply' } })).status).toBe(200);
    expect(
      (
        await send({
          recipient: { id: '7001' },
          messaging_type: 'MESSAGE_TAG',
          tag: 'ACCOUNT_UPDATE',
          message: { text: 'x' },
        })
      ).body.error.code,
    ).toBe(100);
    const conversations = await t.graph('GET', `/${pageId}/conversations`, {
      token,
      query: { platform: 'instagram', fields: 'participants,messages{message,from}' },
    });
    expect(conversations.body.data).toHaveLength(1);
    expect(conversations.body.data[0].messages.data[0]).toMatchObject({ message: 'IG reply', from: { id: igId } });
  });

  it('lists conversations and messages with cursor paging', async () => {
    for (let i = 0; i < 3; i++)
      await t.control('POST', '/messages', { page_id: pageId, from: { id: `810${i}`, name: `P${i}` }, text: `m${i}` });
    const first = await t.graph('GET', `/${pageId}/conversations`, { token, query: { limit: '2' } });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.paging.next).toContain(`${t.baseUrl}/v21.0/${pageId}/conversations`);
    const next = await getJson(first.body.paging.next);
    expect(next.data).toHaveLength(1);
    expect(next.paging.next).toBeUndefined();
    const messages = await t.graph('GET', `/${next.data[0].id}/messages`, {
      token,
      query: { fields: 'id,message,from,created_time' },
    });
    expect(messages.body.data[0]).toMatchObject({ message: 'm0', from: { id: '8100', name: 'P0' } });
    const single = await t.graph('GET', `/${messages.body.data[0].id}`, { token, query: { fields: 'message' } });
    expect(single.body.message).toBe('m0');
  });

  it('stores the messenger profile and enforces get_started before persistent_menu', async () => {
    const menu = {
      persistent_menu: [
        {
          locale: 'default',
          composer_input_disabled: false,
          call_to_actions: [{ type: 'postback', title: 'Agent', payload: 'AGENT' }],
        },
      ],
    };
    const refused = await t.graph('POST', `/${pageId}/messenger_profile`, { token, json: menu });
    expect(refused.body.error.code).toBe(100);
    const ok = await t.graph('POST', '/me/messenger_profile', {
      token,
      json: {
        get_started: { payload: 'GET_STARTED' },
        greeting: [{ locale: 'default', text: 'Hi!' }],
        whitelisted_domains: ['https://shop.example'],
        ...menu,
      },
    });
    expect(ok.body).toEqual({ result: 'success' });
    const read = await t.graph('GET', '/me/messenger_profile', {
      token,
      query: { fields: 'get_started,persistent_menu,ice_breakers' },
    });
    expect(read.body.data).toEqual([
      { get_started: { payload: 'GET_STARTED' }, persistent_menu: menu.persistent_menu },
    ]);
    await t.graph('DELETE', '/me/messenger_profile', {
      token,
      json: { fields: ['persistent_menu', 'get_started', 'greeting', 'whitelisted_domains'] },
    });
    expect((await t.graph('GET', '/me/messenger_profile', { token, query: { fields: 'get_started' } })).body).toEqual({
      data: [],
    });
  });
});
