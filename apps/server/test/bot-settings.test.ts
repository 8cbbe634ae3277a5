import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botEndpoints, type BotSettings } from '@app/contract';
import { createOwner } from './fixtures.ts';
import { startTestServer, type CallInput, type TestServer } from './test-server.ts';

/** Bot settings (spec section 4) saved here, pushed to the simulated Messenger Profile API and read back. */
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

type Body = CallInput<typeof botEndpoints.saveSettings>['body'];
const input = (body: Body, locale = 'en', page = pageId, as = token) => ({
  token: as,
  headers: { 'page-id': String(page), locale },
  body,
});
const save = (body: Body) => server.call(botEndpoints.saveSettings, input(body));
const read = () => server.call(botEndpoints.settings, { token, headers: { 'page-id': String(pageId) } });
const profileOnMeta = async () => {
  const page = (await server.simulator.state()).pages[metaPageId]! as unknown as {
    messengerProfile: { messenger: Record<string, unknown> };
  };
  return page.messengerProfile.messenger;
};

const full: BotSettings = {
  bot_enabled: true,
  get_started_enabled: true,
  greeting: 'أهلًا {{user_first_name}}، كيف نساعدك؟',
  persistent_menu: [
    { type: 'postback', title: 'الأسعار', payload: 'PRICES' },
    { type: 'web_url', title: 'Our shop', url: 'https://shop.example/' },
  ],
  typing_on: true,
  delay_in_reply: 3,
  mark_seen: true,
  ice_breakers: [],
  instagram_ice_breakers: [],
  instagram_persistent_menu: [],
};

describe('bot settings', () => {
  it('starts with the spec defaults', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      settings: {
        bot_enabled: false,
        get_started_enabled: false,
        greeting: '',
        persistent_menu: [],
        typing_on: false,
        delay_in_reply: 0,
        mark_seen: false,
        ice_breakers: [],
        instagram_ice_breakers: [],
        instagram_persistent_menu: [],
      },
      saved_to_meta_at: null,
      meta_error: null,
      instagram_account: { username: expect.any(String) },
    });
  });

  it('saves the settings, pushes them to Meta and reads them back', async () => {
    const response = await save(full);
    expect(response.status).toBe(200);
    expect(response.body.settings).toEqual(full);
    expect(response.body.saved_to_meta_at).not.toBeNull();
    expect(response.body.meta_error).toBeNull();
    expect(await profileOnMeta()).toMatchObject({
      get_started: { payload: 'GET_STARTED' },
      greeting: [{ locale: 'default', text: full.greeting }],
      persistent_menu: [{ locale: 'default', composer_input_disabled: false, call_to_actions: full.persistent_menu }],
    });
    expect((await read()).body.settings).toEqual(full);
  });

  it('deletes the get-started button, greeting and menu on Meta when they are turned off', async () => {
    const response = await save({ ...full, get_started_enabled: false, persistent_menu: [] });
    expect(response.status).toBe(200);
    expect(response.body.settings).toMatchObject({ get_started_enabled: false, greeting: '', persistent_menu: [] });
    const profile = await profileOnMeta();
    expect(profile.get_started).toBeUndefined();
    expect(profile.greeting).toBeUndefined();
    expect(profile.persistent_menu).toBeUndefined();
  });

  it('refuses a menu without the get-started button, and menus past Meta limits', async () => {
    const withoutButton = await server.callInvalid(
      botEndpoints.saveSettings,
      input({ ...full, get_started_enabled: false }),
    );
    expect(withoutButton.status).toBe(422);
    expect(withoutButton.body.errors).toHaveProperty(['persistent_menu']);
    const longTitle = await server.callInvalid(
      botEndpoints.saveSettings,
      input({ ...full, persistent_menu: [{ type: 'postback', title: 'x'.repeat(31), payload: 'P' }] }),
    );
    expect(longTitle.status).toBe(422);
  });

  it("answers Meta's refusal with its message and keeps the settings", async () => {
    await server.simulator.setFaults({
      error: { code: 100, http_status: 400, message: '(#100) Invalid greeting text' },
      paths: ['/me/messenger_profile'],
    });
    try {
      const refused = await server.callRefused(botEndpoints.saveSettings, input({ ...full, greeting: 'مرحبا' }, 'ar'));
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('validation');
      expect(refused.body.message).toContain('(#100) Invalid greeting text');
    } finally {
      await server.simulator.setFaults({});
    }
    const kept = (await read()).body;
    expect(kept.settings.greeting).toBe('مرحبا');
    expect(kept.meta_error).toBe('(#100) Invalid greeting text');
    const again = await save(full);
    expect(again.body.meta_error).toBeNull();
  });

  it("refuses another owner's page", async () => {
    const stranger = await createOwner(server.runtime.database.db);
    const session = await server.login(stranger.user.username, stranger.password);
    const refused = await server.callRefused(
      botEndpoints.saveSettings,
      input(full, 'en', pageId, session.access_token),
    );
    expect(refused.status).toBe(403);
    const readRefused = await server.callRefused(botEndpoints.settings, {
      token: session.access_token,
      headers: { 'page-id': String(pageId) },
    });
    expect(readRefused.status).toBe(403);
  });
});
