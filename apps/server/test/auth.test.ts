import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authEndpoints, sessionResponseSchema, type ErrorBody } from '@app/contract';
import { accessTokens, users } from '../src/platform/db/schema.ts';
import type { ValidationErrorBody } from './api-answers.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createOwner } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('owner login', () => {
  it('answers the full session of spec section 3 for the demo owner', async () => {
    const response = await server.call(authEndpoints.ownerLogin, {
      body: { username: 'demo', password: 'Demo@2026', oneTime: false },
    });
    expect(response.status).toBe(200);
    const session = sessionResponseSchema.parse(response.body);
    expect(session.access_token.length).toBeGreaterThan(30);
    expect(session.user).toMatchObject({ username: 'demo', admin: false, referral: false });
    expect(session.admin).toBe(false);
    expect(session.pages).toHaveLength(2);
    expect(session.pages.every((page) => page.has_reply && page.has_poster && page.has_bot && page.has_store)).toBe(
      true,
    );
    expect(session.insta_accounts).toHaveLength(1);
    expect(session.insta_accounts[0]!.page_id).toBe(session.pages[0]!.id);
    expect(session.stores).toHaveLength(1);
    expect(session.storage).toEqual({ availableStorage: 100, totalStorage: 100 });
    expect(session.show_instagram).toBe(true);
    expect(session.business_time_zone).toBe('Asia/Damascus');
  });

  it('accepts the username in any letter case', async () => {
    const session = await server.login('DEMO', 'Demo@2026');
    expect(session.user.username).toBe('demo');
  });

  it('keeps a remember-me token for 365 days and a one-time token for a short session', async () => {
    const now = server.clock.now().getTime();
    const remembered = await server.login('demo', 'Demo@2026', false);
    const oneTime = await server.login('demo', 'Demo@2026', true);
    const days = (iso: string) => (new Date(iso).getTime() - now) / 86_400_000;
    expect(days(remembered.expires_at)).toBeCloseTo(365, 0);
    expect(days(oneTime.expires_at)).toBeCloseTo(0.5, 1);
  });

  it('answers wrong-data with a localized message for a wrong password or an unknown user', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const arabic = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: 'Wrong@2026' },
      headers: { locale: 'ar' },
    });
    expect(arabic.status).toBe(401);
    expect(arabic.body).toEqual({ code: 'wrong-data', message: 'اسم المستخدم أو كلمة المرور غير صحيحة' });
    const english = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: 'nobody-here', password: 'Wrong@2026' },
      headers: { locale: 'en' },
    });
    expect(english.status).toBe(401);
    expect(english.body).toEqual({ code: 'wrong-data', message: 'The username or password is incorrect' });
  });

  it('answers 422 with fields and errors when the username or password is missing', async () => {
    const response = await server.request<ValidationErrorBody<'username' | 'password'>>(
      'POST',
      '/api/auth/owner-login',
      {
        body: { username: '  ' },
        headers: { locale: 'en' },
      },
    );
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation');
    expect(response.body.fields).toEqual(expect.arrayContaining(['username', 'password']));
    expect(response.body.errors.username).toEqual(['This field is required']);
  });

  it('answers 422, not 500, for a body that is not JSON', async () => {
    const response = await server.request<ErrorBody>('POST', '/api/auth/owner-login', {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json', locale: 'en' },
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('The field is invalid');
  });

  it('stores passwords as argon2id hashes and tokens only as hashes', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const db = server.runtime.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'demo'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await db.select().from(accessTokens).where(eq(accessTokens.userId, user!.id));
    expect(tokens.some((row) => row.tokenHash === session.access_token)).toBe(false);
    expect(tokens.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    // The row holds exactly the SHA-256 of the token handed out, computed here independently.
    const digest = createHash('sha256').update(session.access_token).digest('hex');
    expect(tokens.filter((row) => row.tokenHash === digest)).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(session.access_token);
  });
});

describe('login throttling', () => {
  it('locks a username after repeated failures, even for the right password, then lets it in after the lock', async () => {
    const owner = await createOwner(server.runtime.database.db);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await server.callRefused(authEndpoints.ownerLogin, {
        body: { username: owner.user.username, password: 'Nope@1234' },
      });
      expect(response.status).toBe(401);
    }
    const locked = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: owner.password },
      headers: { locale: 'en' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too-many-attempts');
    expect(locked.body.message).toBe('Too many failed attempts. Try again in 15 minutes.');
    const arabic = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: owner.password },
      headers: { locale: 'ar' },
    });
    expect(arabic.body.message).toContain('محاولات فاشلة كثيرة');

    server.clock.advance(16 * 60_000);
    const after = await server.call(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: owner.password },
    });
    expect(after.status).toBe(200);
  });

  it('does not lock other usernames when one username is locked', async () => {
    const victim = await createOwner(server.runtime.database.db);
    const other = await createOwner(server.runtime.database.db);
    for (let attempt = 0; attempt < 5; attempt++) {
      await server.callRefused(authEndpoints.ownerLogin, {
        body: { username: victim.user.username, password: 'Nope@1234' },
      });
    }
    const response = await server.call(authEndpoints.ownerLogin, {
      body: { username: other.user.username, password: other.password },
    });
    expect(response.status).toBe(200);
  });
});

describe('throttling per address', () => {
  it('locks an address that tries many usernames', async () => {
    const strict = await startTestServer({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await strict.callRefused(authEndpoints.ownerLogin, {
          body: { username: `guess${attempt}`, password: 'Nope@1234' },
        });
      }
      const response = await strict.callRefused(authEndpoints.ownerLogin, {
        body: { username: 'demo', password: 'Demo@2026' },
      });
      expect(response.status).toBe(429);
    } finally {
      await strict.stop();
    }
  });
});

describe('tokens, profile and logout', () => {
  it('answers the profile for a valid token and 401 without one', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const profile = await server.call(authEndpoints.profile, { token: session.access_token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.username).toBe('demo');
    expect(profile.body.access_token).toBe(session.access_token);
    expect(profile.body.impersonating).toBe(false);

    const anonymous = await server.callRefused(authEndpoints.profile, { headers: { locale: 'en' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      code: 'unauthenticated',
      message: 'Your session has ended. Please log in again.',
    });
    const forged = await server.callRefused(authEndpoints.profile, { token: 'forged-token' });
    expect(forged.status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const session = await server.login('demo', 'Demo@2026');
    const logout = await server.call(authEndpoints.logout, { token: session.access_token });
    expect(logout.status).toBe(204);
    const profile = await server.callRefused(authEndpoints.profile, { token: session.access_token });
    expect(profile.status).toBe(401);
  });

  it('refuses the token right after logout though its session was just read (sessions are cached a few seconds)', async () => {
    const session = await server.login('demo', 'Demo@2026');
    expect((await server.call(authEndpoints.profile, { token: session.access_token })).status).toBe(200);
    expect((await server.call(authEndpoints.logout, { token: session.access_token })).status).toBe(204);
    const profile = await server.callRefused(authEndpoints.profile, { token: session.access_token });
    expect(profile.status).toBe(401);
  });

  it('refuses a cached session once its token has expired', async () => {
    const session = await server.login('demo', 'Demo@2026', true);
    expect((await server.call(authEndpoints.profile, { token: session.access_token })).status).toBe(200);
    server.clock.advance(13 * 3_600_000);
    const profile = await server.callRefused(authEndpoints.profile, { token: session.access_token });
    expect(profile.status).toBe(401);
  });

  it('refuses a one-time token once its session has expired', async () => {
    const session = await server.login('demo', 'Demo@2026', true);
    server.clock.advance(13 * 3_600_000);
    const profile = await server.callRefused(authEndpoints.profile, { token: session.access_token });
    expect(profile.status).toBe(401);
  });

  it('answers 204 on the CSRF cookie handshake', async () => {
    const response = await server.request('GET', '/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
  });
});

describe('changing the password', () => {
  it("enforces the spec's password rule and the confirmation, with localized field errors", async () => {
    const owner = await createOwner(server.runtime.database.db);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const weak = await server.callInvalid(authEndpoints.changePassword, {
      token: access_token,
      headers: { locale: 'en' },
      body: { current_password: owner.password, password: 'weakpass', password_confirmation: 'other' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual([
      'The field must contain at least one uppercase, one lowercase, one special character and one digit, and be at least 8 characters',
    ]);
    expect(weak.body.errors.password_confirmation).toEqual(['The confirmation does not match']);
    const wrongCurrent = await server.callInvalid(authEndpoints.changePassword, {
      token: access_token,
      headers: { locale: 'ar' },
      body: { current_password: 'Nope@1234', password: 'Better#2027', password_confirmation: 'Better#2027' },
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors.current_password).toEqual(['كلمة المرور الحالية غير صحيحة']);
  });

  it('sets the new password and ends the other sessions', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const other = await server.login(owner.user.username, owner.password);
    const current = await server.login(owner.user.username, owner.password);
    // Both sessions were just read (and cached): the change still ends the other one at once.
    expect((await server.call(authEndpoints.profile, { token: other.access_token })).status).toBe(200);
    expect((await server.call(authEndpoints.profile, { token: current.access_token })).status).toBe(200);
    const changed = await server.call(authEndpoints.changePassword, {
      token: current.access_token,
      body: { current_password: owner.password, password: 'Better#2027', password_confirmation: 'Better#2027' },
    });
    expect(changed.status).toBe(204);
    expect((await server.call(authEndpoints.profile, { token: current.access_token })).status).toBe(200);
    expect((await server.callRefused(authEndpoints.profile, { token: other.access_token })).status).toBe(401);
    const oldPassword = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: owner.password },
    });
    expect(oldPassword.status).toBe(401);
    await server.login(owner.user.username, 'Better#2027');
    // The session that changed it knows the new password at once (its cached user row was forgotten).
    const again = await server.call(authEndpoints.changePassword, {
      token: current.access_token,
      body: { current_password: 'Better#2027', password: 'Better#2028', password_confirmation: 'Better#2028' },
    });
    expect(again.status).toBe(204);
  });
});
