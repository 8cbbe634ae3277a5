import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkingEndpoints, notificationsEndpoints } from '@app/contract';
import { linkedSeller as linkSeller } from './fixtures.ts';
import { instagramAccounts, notifications } from '../src/platform/db/schema.ts';
import { postSignedWebhook, startTestServer, webhooksHandled, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The app's Webhooks product subscribes the Permissions object (App Dashboard → Webhooks → Permissions).
  await server.simulator.setAppSettings({ permissions_webhook: true });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;

const linkedSeller = (name: string) => linkSeller(server, name);

const revokedNotices = async (userId: number) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (notice) => notice.template === 'page-permission-revoked',
  );

describe("Meta's permissions webhook (issue 28)", () => {
  it('a permission taken back stops what needs it at once, and only that, and tells the owner once', async () => {
    const seller = await linkedSeller('Revoke');
    const gate = server.runtime.services.pages;
    expect((await gate.check({ pageId: seller.pageId }, 'bot')).open).toBe(true);

    await server.simulator.revokePermission({ user_id: seller.facebookUserId, permission: 'pages_messaging' });
    // Delivered, imported and handled first: on a loaded machine that alone took more than 15 s once.
    await webhooksHandled(server);
    await vi.waitFor(async () => expect(await revokedNotices(seller.userId)).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });

    for (const capability of ['bot', 'inbox', 'private-reply'] as const) {
      const answer = await gate.check({ pageId: seller.pageId }, capability);
      expect(answer).toMatchObject({
        open: false,
        stop: { reason: 'missing-permission', permission: 'pages_messaging' },
      });
    }
    // Comment replies and posting need other permissions: they keep running.
    expect((await gate.check({ pageId: seller.pageId }, 'reply-comments')).open).toBe(true);
    expect((await gate.check({ pageId: seller.pageId }, 'publish')).open).toBe(true);

    // The notice is the owner's language's, with Meta's permission name as given.
    const listed = await server.call(notificationsEndpoints.list, { token: seller.token, headers: { locale: 'ar' } });
    const notice = JSON.stringify(listed.body);
    expect(notice).toContain('سحب الحساب الذي ربط صفحة Revoke Shop الصلاحية pages_messaging');

    // The doctor says what is missing and how to fix it.
    const doctor = await server.call(linkingEndpoints.pageDoctor, {
      params: { id: seller.pageId },
      token: seller.token,
    });
    expect(doctor.body.permissions).toMatchObject({ status: 'failed', fix: 'rerequest' });
    expect(doctor.body.permissions.missing).toContain('pages_messaging');
    expect(doctor.body.permissions.stopped).toEqual(['pages_messaging']);
    expect(doctor.body.login).toEqual({ mode: 'scope' });
  });

  it('reaches an Instagram account linked on its own, through the page it acts with', async () => {
    const user = await server.simulator.createUser({ name: 'Insta' });
    const page = await server.simulator.createPage({
      owner_user_id: user.id,
      name: 'Insta Shop',
      with_instagram: true,
    });
    const { state } = (await server.call(linkingEndpoints.facebookDialog, { query: { instagram: 'yes' } })).body;
    const { code } = await server.simulator.oauthCode({
      user_id: user.id,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
    });
    expect(
      (await server.call(linkingEndpoints.loginWithCode, { body: { code, state, instagram: 'yes' } })).status,
    ).toBe(200);
    const [account] = await db()
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.metaAccountId, page.instagram_business_account!.id));
    const gate = server.runtime.services.pages;
    expect((await gate.check({ instagramAccountId: account!.id }, 'story-answers')).open).toBe(true);

    await server.simulator.revokePermission({ user_id: user.id, permission: 'instagram_manage_messages' });
    await vi.waitFor(
      async () =>
        expect(await gate.check({ instagramAccountId: account!.id }, 'story-answers')).toMatchObject({
          open: false,
          stop: { reason: 'missing-permission', permission: 'instagram_manage_messages' },
        }),
      { timeout: 15_000, interval: 100 },
    );
    expect((await gate.check({ instagramAccountId: account!.id }, 'publish')).open).toBe(true);
  });

  it('a replayed or repeated revocation is told once', async () => {
    const seller = await linkedSeller('Twice');
    await server.simulator.revokePermission({ user_id: seller.facebookUserId, permission: 'pages_manage_posts' });
    await vi.waitFor(async () => expect(await revokedNotices(seller.userId)).toHaveLength(1), {
      timeout: 15_000,
      interval: 100,
    });
    const payload = {
      object: 'permissions',
      entry: [
        {
          id: seller.facebookUserId,
          time: Math.floor(Date.now() / 1000) + 5,
          changes: [{ field: 'pages_manage_posts', value: { field: 'pages_manage_posts', verb: 'revoked' } }],
        },
      ],
    };
    // Meta delivering the same change again, and a second change for the same permission: no second notice.
    for (let delivery = 0; delivery < 2; delivery++) {
      const replay = await postSignedWebhook(server, JSON.stringify(payload));
      expect(replay.status).toBe(200);
    }
    await webhooksHandled(server);
    expect(await revokedNotices(seller.userId)).toHaveLength(1);
    expect((await server.runtime.services.pages.check({ pageId: seller.pageId }, 'publish')).open).toBe(false);

    // Granted again on Facebook: posting runs again without a reconnect, and nobody is told anything new.
    const granted = structuredClone(payload);
    granted.entry[0]!.time += 5;
    granted.entry[0]!.changes[0]!.value.verb = 'granted';
    expect((await postSignedWebhook(server, JSON.stringify(granted))).status).toBe(200);
    await webhooksHandled(server);
    expect((await server.runtime.services.pages.check({ pageId: seller.pageId }, 'publish')).open).toBe(true);
    expect(await revokedNotices(seller.userId)).toHaveLength(1);
  });
});
