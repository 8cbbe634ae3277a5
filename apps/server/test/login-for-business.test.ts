import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkingEndpoints } from '@app/contract';
import { loadConfig } from '../src/platform/config.ts';
import { pageScopes } from '../src/platform/meta/graph-api.ts';
import { pages } from '../src/platform/db/schema.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const configId = '730012345678901';

let business: TestServer;
let classic: TestServer;
beforeAll(async () => {
  business = await startTestServer({ META_LOGIN_CONFIG_ID: configId });
  classic = await startTestServer();
  // Both simulators play the same Meta app, set up as a Business app with its login configuration.
  for (const server of [business, classic]) {
    await server.simulator.setAppSettings({
      app_type: 'business',
      login_configs: [{ id: configId, permissions: [...pageScopes, 'pages_manage_metadata'] }],
    });
  }
});
afterAll(async () => {
  await business?.stop();
  await classic?.stop();
});

/** A Facebook user with a page in the server's simulator. */
async function sellerWithPage(server: TestServer, name: string) {
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({ owner_user_id: user.id, name: `${name} Shop` });
  return { user, page };
}

/** What the person's browser does: opens the product's dialog address and presses Continue as `userId`. */
async function pressContinue(dialogUrl: string, userId: string) {
  const shown = await fetch(dialogUrl);
  const html = await shown.text();
  const url = new URL(dialogUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('user_id', userId);
  form.set('action', 'allow');
  const answered = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return { html, answered };
}

describe('the login configuration setting', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-login-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is scope without META_LOGIN_CONFIG_ID, one configuration for both dialogs with it, or two', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).meta.login).toEqual({ mode: 'scope' });
    expect(loadConfig({ DATA_DIR: dataDir, META_LOGIN_CONFIG_ID: '1234' }).meta.login).toEqual({
      mode: 'business',
      pagesConfigId: '1234',
      instagramConfigId: '1234',
    });
    const both = loadConfig({
      DATA_DIR: dataDir,
      META_LOGIN_CONFIG_ID: '1234',
      META_INSTAGRAM_LOGIN_CONFIG_ID: '5678',
    });
    expect(both.meta.login).toMatchObject({ pagesConfigId: '1234', instagramConfigId: '5678' });
  });

  it('refuses an id that is not a configuration id, and an Instagram one alone', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, META_LOGIN_CONFIG_ID: 'pages_show_list' })).toThrow(
      /META_LOGIN_CONFIG_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, META_INSTAGRAM_LOGIN_CONFIG_ID: '5678' })).toThrow(
      /META_INSTAGRAM_LOGIN_CONFIG_ID needs META_LOGIN_CONFIG_ID/,
    );
  });
});

describe('Facebook Login for Business (issue 28)', () => {
  it('with META_LOGIN_CONFIG_ID the dialog asks for the configuration and links the pages end to end', async () => {
    const { user, page } = await sellerWithPage(business, 'Config');
    const dialog = await business.call(linkingEndpoints.facebookDialog, { query: { instagram: 'no' } });
    const url = new URL(dialog.body.url);
    expect(url.searchParams.get('config_id')).toBe(configId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('override_default_response_type')).toBe('true');
    expect(url.searchParams.has('scope')).toBe(false);
    const instagramDialog = await business.call(linkingEndpoints.facebookDialog, { query: { instagram: 'yes' } });
    expect(new URL(instagramDialog.body.url).searchParams.get('config_id')).toBe(configId);

    const { html, answered } = await pressContinue(dialog.body.url, user.id);
    expect(html).toContain('every permission below is granted together');
    expect(answered.status).toBe(302);
    const back = new URL(answered.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(dialog.body.state);
    const login = await business.call(linkingEndpoints.loginWithCode, {
      body: { code: back.searchParams.get('code')!, state: dialog.body.state, instagram: 'no' },
    });
    expect(login.status).toBe(200);
    const [linked] = await business.runtime.database.db.select().from(pages).where(eq(pages.metaPageId, page.id));
    expect(linked).toMatchObject({ name: 'Config Shop', tokenInvalidAt: null, missingPermissions: [] });
    const gate = await business.runtime.services.pages.check({ pageId: linked!.id }, 'bot');
    expect(gate.open).toBe(true);
    const doctor = await business.call(linkingEndpoints.pageDoctor, {
      params: { id: linked!.id },
      token: login.body.access_token,
    });
    expect(doctor.body.login).toEqual({ mode: 'business' });
    expect(doctor.body.permissions).toMatchObject({ status: 'ok', missing: [], stopped: [] });
  });

  it('the same Business app asked with scope shows Meta\'s "app isn\'t available" and no code comes back', async () => {
    const { user } = await sellerWithPage(classic, 'Scope');
    const dialog = await classic.call(linkingEndpoints.facebookDialog, { query: { instagram: 'no' } });
    const url = new URL(dialog.body.url);
    expect(url.searchParams.get('scope')).toContain('pages_show_list');
    expect(url.searchParams.has('config_id')).toBe(false);

    const { html, answered } = await pressContinue(dialog.body.url, user.id);
    expect(html).toContain('It looks like this app isn&#39;t available');
    expect(answered.headers.get('location')).toBeNull();
    // The login callback, reached without Meta's code, ends in the product's login-failed message.
    const refused = await classic.callRefused(linkingEndpoints.loginWithCode, {
      body: { code: 'no-code-from-meta', state: dialog.body.state, instagram: 'no' },
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('fail-message');
    expect(refused.body.message.length).toBeGreaterThan(0);
  });
});
