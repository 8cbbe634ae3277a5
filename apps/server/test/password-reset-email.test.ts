import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConsoleEndpoints, authEndpoints, profileEndpoints } from '@app/contract';
import { users } from '../src/platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { createOwner } from './fixtures.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let server: TestServer;
let withoutMail: TestServer;
beforeAll(async () => {
  mailbox = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'Seller <no-reply@seller.test>' });
  withoutMail = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  await withoutMail?.stop();
  await mailbox?.close();
});

let sequence = 0;
async function ownerWithEmail(locale: 'ar' | 'en' = 'en') {
  const owner = await createOwner(server.runtime.database.db);
  const token = (await server.login(owner.user.username, owner.password)).access_token;
  const email = `owner${Date.now()}${++sequence}@Example.com`;
  const saved = await server.call(profileEndpoints.update, {
    body: { name: owner.user.name, locale, email },
    token,
  });
  expect(saved.status).toBe(204);
  return { ...owner, token, email };
}

describe('a password reset link by email (SMTP configured)', () => {
  it('is offered on the sign-in page only when the server sends mail', async () => {
    expect((await server.call(profileEndpoints.signInOptions, {})).body).toEqual({ password_reset_by_email: true });
    expect((await withoutMail.call(profileEndpoints.signInOptions, {})).body).toEqual({
      password_reset_by_email: false,
    });
    const refused = await withoutMail.callInvalid(profileEndpoints.requestPasswordResetEmail, {
      body: { login: 'demo' },
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This server sends no mail: ask your administrator for a password reset link.');
  });

  it('keeps the email on the profile; another account cannot use it, and a wrong one is refused', async () => {
    const owner = await ownerWithEmail();
    const session = await server.call(authEndpoints.profile, { token: owner.token });
    expect(session.body.user.email).toBe(owner.email);

    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const taken = await server.callInvalid(profileEndpoints.update, {
      body: { name: 'Other', locale: 'en', email: owner.email.toLowerCase() },
      token: otherToken,
      headers: { locale: 'en' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['Email is used']);
    const wrong = await server.callInvalid(profileEndpoints.update, {
      body: { name: 'Other', locale: 'ar', email: 'not-an-email' },
      token: otherToken,
      headers: { locale: 'ar' },
    });
    expect(wrong.body.errors.email).toEqual(['أدخل بريدًا إلكترونيًا صالحًا']);
    // An empty email removes it.
    await server.call(profileEndpoints.update, { body: { name: 'Other', locale: 'en', email: '' }, token: otherToken });
    const [row] = await server.runtime.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.email).toBeNull();
  });

  it('lets an admin give an account its email; one another account has is refused on its field', async () => {
    const admin = await createOwner(server.runtime.database.db, { admin: true });
    const adminToken = (await server.login(admin.user.username, admin.password)).access_token;
    const taken = await ownerWithEmail();
    const email = `given${Date.now()}@example.com`;
    const created = await server.call(adminConsoleEndpoints.createUser, {
      token: adminToken,
      body: {
        username: `given${Date.now()}`,
        name: 'Given',
        email,
        password: 'Given@2026',
        admin: false,
        referral: false,
      },
    });
    expect(created.body.email).toBe(email);
    const refused = await server.callInvalid(adminConsoleEndpoints.updateUser, {
      token: adminToken,
      params: { id: created.body.id },
      body: { username: created.body.username, name: 'Given', email: taken.email, admin: false, referral: false },
      headers: { locale: 'en' },
    });
    expect(refused.body.errors).toEqual({ email: ['Email is used'] });
    // An account with no language of its own hears in the language of the page it asked from.
    await server.call(profileEndpoints.requestPasswordResetEmail, {
      body: { login: email },
      headers: { locale: 'en' },
    });
    expect((await mailbox.mailTo(email)).text).toContain(`"${created.body.username}"`);
  });

  it('mails a one-time link, asked by username or by email; it sets a new password and ends every session', async () => {
    const owner = await ownerWithEmail();
    const asked = await server.call(profileEndpoints.requestPasswordResetEmail, {
      body: { login: owner.email.toUpperCase() },
    });
    expect(asked.body).toEqual({ sent: true });
    const mail = await mailbox.mailTo(owner.email);
    expect(mail.subject).toBe('Set a new password');
    expect(mail.text).toContain(`"${owner.user.username}"`);
    const link = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(mail.text).toContain(`${server.config.appUrl}/auth/reset-password/${link![1]}`);
    const token = link![1]!;

    const status = await server.call(profileEndpoints.passwordResetStatus, { params: { token } });
    expect(status.body.username).toBe(owner.user.username);
    const reset = await server.call(profileEndpoints.resetPassword, {
      body: { token, password: 'Mailed@2027', password_confirmation: 'Mailed@2027' },
    });
    expect(reset.body.username).toBe(owner.user.username);
    expect((await server.callRefused(authEndpoints.profile, { token: owner.token })).status).toBe(401);
    expect((await server.login(owner.user.username, 'Mailed@2027')).user.id).toBe(owner.user.id);
    expect((await server.callRefused(profileEndpoints.passwordResetStatus, { params: { token } })).status).toBe(404);

    // By username, in the account's language.
    const arabic = await ownerWithEmail('ar');
    await server.call(profileEndpoints.requestPasswordResetEmail, {
      body: { login: arabic.user.username },
      headers: { locale: 'en' },
    });
    const arabicMail = await mailbox.mailTo(arabic.email);
    expect(arabicMail.subject).toBe('تعيين كلمة مرور جديدة');
    expect(arabicMail.text).toContain(`طُلب تعيين كلمة مرور جديدة للحساب «${arabic.user.username}».`);
  });

  it('answers the same for an unknown login and for an account without an email, and mails nothing', async () => {
    const withoutEmail = await createOwner(server.runtime.database.db);
    const before = mailbox.received.length;
    for (const login of [`nobody-${Date.now()}`, withoutEmail.user.username, 'stranger@example.com']) {
      const answer = await server.call(profileEndpoints.requestPasswordResetEmail, { body: { login } });
      expect(answer.body).toEqual({ sent: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.received.length).toBe(before);
  });

  it('refuses a fourth request for one account within 15 minutes (429), and mails three links at most', async () => {
    const owner = await ownerWithEmail();
    for (let attempt = 0; attempt < 3; attempt++)
      expect(
        (await server.call(profileEndpoints.requestPasswordResetEmail, { body: { login: owner.user.username } }))
          .status,
      ).toBe(200);
    const refused = await server.callRefused(profileEndpoints.requestPasswordResetEmail, {
      body: { login: owner.user.username },
      headers: { locale: 'en' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('15 minutes');
    await mailbox.mailTo(owner.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.filter((entry) => entry.to.includes(owner.email.toLowerCase()))).toHaveLength(3);
    // A quarter of an hour later it may ask again.
    server.clock.advance(15 * 60_000 + 1_000);
    expect(
      (await server.call(profileEndpoints.requestPasswordResetEmail, { body: { login: owner.user.username } })).status,
    ).toBe(200);
  });
});
