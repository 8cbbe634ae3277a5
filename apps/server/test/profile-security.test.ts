import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, notificationsEndpoints, profileEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { createOwner } from './fixtures.ts';
import { pngOf } from './publishing-samples.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const desktopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

async function signIn(username: string, password: string, userAgent: string) {
  const response = await server.call(authEndpoints.ownerLogin, {
    body: { username, password, oneTime: false },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.body.access_token;
}

describe('sessions', () => {
  it('lists each sign-in with its device, marks this one, and signs one out', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const phone = await signIn(owner.user.username, owner.password, phoneAgent);
    const desktop = await signIn(owner.user.username, owner.password, desktopAgent);

    const listed = await server.call(profileEndpoints.sessions, { token: desktop });
    expect(listed.body.sessions).toHaveLength(2);
    const [newest, older] = listed.body.sessions;
    expect(newest).toMatchObject({ user_agent: desktopAgent, current: true });
    expect(older).toMatchObject({ user_agent: phoneAgent, current: false });
    expect(newest!.ip_address).toBeTruthy();

    expect((await server.call(profileEndpoints.endSession, { params: { id: older!.id }, token: desktop })).status).toBe(
      204,
    );
    const refused = await server.callRefused(authEndpoints.profile, { token: phone });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBeTruthy();
    expect((await server.call(profileEndpoints.sessions, { token: desktop })).body.sessions).toHaveLength(1);
  });

  it('signs out everywhere else at once, keeping this session', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const first = await signIn(owner.user.username, owner.password, phoneAgent);
    const second = await signIn(owner.user.username, owner.password, phoneAgent);
    const kept = await signIn(owner.user.username, owner.password, desktopAgent);
    // The first two are in use (and so in the session cache) before they are ended.
    expect((await server.call(authEndpoints.profile, { token: first })).status).toBe(200);
    expect((await server.call(authEndpoints.profile, { token: second })).status).toBe(200);

    expect((await server.call(profileEndpoints.endOtherSessions, { body: {}, token: kept })).status).toBe(204);

    for (const token of [first, second]) {
      const refused = await server.callRefused(authEndpoints.profile, { token });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('unauthenticated');
    }
    expect((await server.call(authEndpoints.profile, { token: kept })).status).toBe(200);
    const listed = await server.call(profileEndpoints.sessions, { token: kept });
    expect(listed.body.sessions.map((session) => session.current)).toEqual([true]);
  });

  it('does not sign out another owner’s session', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const other = await createOwner(server.runtime.database.db);
    const mine = await signIn(owner.user.username, owner.password, phoneAgent);
    const theirs = await signIn(other.user.username, other.password, phoneAgent);
    const theirId = (await server.call(profileEndpoints.sessions, { token: theirs })).body.sessions[0]!.id;
    const refused = await server.callRefused(profileEndpoints.endSession, { params: { id: theirId }, token: mine });
    expect(refused.status).toBe(404);
    expect((await server.call(authEndpoints.profile, { token: theirs })).status).toBe(200);
  });

  it('tells the owner of a sign-in from a new browser, with the device and the business clock, in both languages', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const query = { page: 1, limit: 10 };
    // The account's first sign-in, and another from the same browser, are not news.
    const desktop = await signIn(owner.user.username, owner.password, desktopAgent);
    await signIn(owner.user.username, owner.password, desktopAgent);
    expect((await server.call(notificationsEndpoints.list, { query, token: desktop })).body.total).toBe(0);

    server.clock.set(new Date('2026-11-29T10:15:00Z'));
    const token = await signIn(owner.user.username, owner.password, phoneAgent);
    const english = await server.call(notificationsEndpoints.list, { query, token, headers: { locale: 'en' } });
    expect(english.body.notifications).toHaveLength(1);
    const notice = english.body.notifications[0]!;
    expect(notice.title).toBe('New sign-in to your account');
    // Asia/Damascus is UTC+3.
    expect(notice.message).toContain('Safari · iOS');
    expect(notice.message).toContain('2026-11-29 13:15');
    expect(notice.url).toBe('/dashboard/user/profile');
    const arabic = await server.call(notificationsEndpoints.list, { query, token, headers: { locale: 'ar' } });
    expect(arabic.body.notifications[0]!.title).toBe('تسجيل دخول جديد إلى حسابك');
    expect(arabic.body.notifications[0]!.message).toContain('Safari · iOS');
  });
});

describe('profile', () => {
  it('saves the name and interface language, read back in the session', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const token = await signIn(owner.user.username, owner.password, desktopAgent);
    const saved = await server.call(profileEndpoints.update, { body: { name: 'Rama Stores', locale: 'en' }, token });
    expect(saved.status).toBe(204);
    const session = await server.call(authEndpoints.profile, { token });
    expect(session.body.user).toMatchObject({ name: 'Rama Stores', locale: 'en' });
    const invalid = await server.callInvalid(profileEndpoints.update, { body: { name: ' ', locale: 'en' }, token });
    expect(invalid.body.errors.name).toBeDefined();
  });

  it('keeps an uploaded picture through the upload store, and removes it on request', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const token = await signIn(owner.user.username, owner.password, desktopAgent);
    const form = new FormData();
    form.append('name', 'With Picture');
    form.append('locale', 'ar');
    form.append('avatar', new Blob([pngOf(64, 64)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${server.baseUrl}/api/user/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(204);
    const avatar = (await server.call(authEndpoints.profile, { token })).body.user.avatar;
    expect(avatar).toMatch(/\/media\//);
    expect((await fetch(avatar!.startsWith('http') ? avatar! : `${server.baseUrl}${avatar}`)).status).toBe(200);

    const notAnImage = new FormData();
    notAnImage.append('name', 'With Picture');
    notAnImage.append('locale', 'ar');
    notAnImage.append('avatar', new Blob(['not a picture'], { type: 'image/png' }), 'me.png');
    const refused = await fetch(`${server.baseUrl}/api/user/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: notAnImage,
    });
    expect(refused.status).toBe(422);

    await server.call(profileEndpoints.update, {
      body: { name: 'No Picture', locale: 'ar', remove_avatar: true },
      token,
    });
    expect((await server.call(authEndpoints.profile, { token })).body.user.avatar).toBeNull();
  });

  it('changes the password by the spec rule, ending the other sessions and keeping this one', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const other = await signIn(owner.user.username, owner.password, phoneAgent);
    const token = await signIn(owner.user.username, owner.password, desktopAgent);
    const weak = await server.callInvalid(authEndpoints.changePassword, {
      body: { current_password: owner.password, password: 'password1', password_confirmation: 'password1' },
      token,
    });
    expect(weak.body.errors.password).toBeDefined();
    const changed = await server.call(authEndpoints.changePassword, {
      body: { current_password: owner.password, password: 'New@Pass9', password_confirmation: 'New@Pass9' },
      token,
    });
    expect(changed.status).toBe(204);
    expect((await server.callRefused(authEndpoints.profile, { token: other })).status).toBe(401);
    expect((await server.call(authEndpoints.profile, { token })).status).toBe(200);
    expect((await server.login(owner.user.username, 'New@Pass9')).user.username).toBe(owner.user.username);
  });
});

describe('forgotten password', () => {
  const tokenOf = (url: string) => url.split('/auth/reset-password/')[1]!;

  it('an admin issues a one-time link; the owner sets a new password with it and every session ends', async () => {
    const db = server.runtime.database.db;
    const admin = await createOwner(db, { admin: true });
    const owner = await createOwner(db);
    const adminToken = await signIn(admin.user.username, admin.password, desktopAgent);
    const ownerToken = await signIn(owner.user.username, owner.password, phoneAgent);

    const issued = await server.call(profileEndpoints.issuePasswordReset, {
      params: { id: owner.user.id },
      body: {},
      token: adminToken,
    });
    expect(issued.body.url).toMatch(/^http.*\/auth\/reset-password\/[\w-]{40,}$/);
    const token = tokenOf(issued.body.url);
    const status = await server.call(profileEndpoints.passwordResetStatus, { params: { token } });
    expect(status.body.username).toBe(owner.user.username);

    const weak = await server.callInvalid(profileEndpoints.resetPassword, {
      body: { token, password: 'short1A', password_confirmation: 'short1A' },
    });
    expect(weak.body.errors.password).toBeDefined();
    const reset = await server.call(profileEndpoints.resetPassword, {
      body: { token, password: 'Fresh@2027', password_confirmation: 'Fresh@2027' },
    });
    expect(reset.body.username).toBe(owner.user.username);
    expect((await server.callRefused(authEndpoints.profile, { token: ownerToken })).status).toBe(401);
    expect((await server.login(owner.user.username, 'Fresh@2027')).user.id).toBe(owner.user.id);

    const again = await server.callRefused(profileEndpoints.resetPassword, {
      body: { token, password: 'Again@2027', password_confirmation: 'Again@2027' },
      headers: { locale: 'en' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toContain('no longer valid');
    expect((await server.callRefused(profileEndpoints.passwordResetStatus, { params: { token } })).status).toBe(404);
  });

  it('a link expires after an hour, and a newer link replaces an older one', async () => {
    const db = server.runtime.database.db;
    const admin = await createOwner(db, { admin: true });
    const owner = await createOwner(db);
    const adminToken = await signIn(admin.user.username, admin.password, desktopAgent);
    const issue = async () =>
      tokenOf(
        (
          await server.call(profileEndpoints.issuePasswordReset, {
            params: { id: owner.user.id },
            body: {},
            token: adminToken,
          })
        ).body.url,
      );
    const older = await issue();
    const newer = await issue();
    expect((await server.callRefused(profileEndpoints.passwordResetStatus, { params: { token: older } })).status).toBe(
      404,
    );
    server.clock.advance(61 * 60_000);
    const expired = await server.callRefused(profileEndpoints.resetPassword, {
      body: { token: newer, password: 'Late@2027', password_confirmation: 'Late@2027' },
    });
    expect(expired.status).toBe(404);
    expect((await server.login(owner.user.username, owner.password)).user.id).toBe(owner.user.id);
  });

  it('an owner cannot issue links, and an admin’s password is not reset by link', async () => {
    const db = server.runtime.database.db;
    const owner = await createOwner(db);
    const other = await createOwner(db);
    const admin = await createOwner(db, { admin: true });
    const ownerToken = await signIn(owner.user.username, owner.password, phoneAgent);
    const refused = await server.callRefused(profileEndpoints.issuePasswordReset, {
      params: { id: other.user.id },
      body: {},
      token: ownerToken,
    });
    expect(refused.status).toBe(403);
    const adminToken = await signIn(admin.user.username, admin.password, desktopAgent);
    const forAdmin = await server.callRefused(profileEndpoints.issuePasswordReset, {
      params: { id: admin.user.id },
      body: {},
      token: adminToken,
    });
    expect(forAdmin.status).toBe(403);
  });
});
