import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, adminNoticesEndpoints, notificationListSchema, notificationsEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { createOwner } from './fixtures.ts';

let server: TestServer;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin', 'Admin@2026');
  adminToken = admin.access_token;
  adminId = admin.user.id;
});
afterAll(async () => {
  await server?.stop();
});

const notice = {
  title_ar: 'صيانة مجدولة',
  text_ar: 'سيتوقف النظام ساعة ليلة الجمعة.',
  title_en: 'Planned maintenance',
  text_en: 'The system stops for an hour on Friday night.',
};

async function latestOf(token: string, locale: 'ar' | 'en') {
  const response = await server.call(notificationsEndpoints.list, {
    query: { category: 'admin' },
    token,
    headers: { locale },
  });
  return notificationListSchema.parse(response.body);
}

describe("administrators' notices", () => {
  it('reach every owner in their language, not the administrators, and are written in the audit log', async () => {
    const first = await createOwner(server.runtime.database.db);
    const second = await createOwner(server.runtime.database.db);
    const sent = await server.call(adminNoticesEndpoints.send, {
      body: { audience: 'all', ...notice },
      token: adminToken,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBeGreaterThanOrEqual(2);
    for (const owner of [first, second]) {
      const { access_token } = await server.login(owner.user.username, owner.password);
      const english = await latestOf(access_token, 'en');
      expect(english.notifications[0]).toMatchObject({ title: notice.title_en, message: notice.text_en });
      expect(english.notifications[0]!.category).toBe('admin');
      expect(english.unread).toBe(1);
      const arabic = await latestOf(access_token, 'ar');
      expect(arabic.notifications[0]).toMatchObject({ title: notice.title_ar, message: notice.text_ar });
    }
    const ownAdmin = await latestOf(adminToken, 'en');
    expect(ownAdmin.notifications.some((item) => item.title === notice.title_en)).toBe(false);
    const audit = await server.call(adminEndpoints.auditLog, { query: { user_id: adminId }, token: adminToken });
    const entry = audit.body.data.find((item: { action: string }) => item.action === 'notification.sent');
    expect(entry).toMatchObject({ resource_type: 'owners', resource_id: 'all', actor: { id: adminId } });
    expect(entry?.after).toMatchObject({ titleEn: notice.title_en, recipients: sent.body.recipients });
  });

  it('reach one owner only when sent to one', async () => {
    const chosen = await createOwner(server.runtime.database.db);
    const other = await createOwner(server.runtime.database.db);
    const sent = await server.call(adminNoticesEndpoints.send, {
      body: { audience: 'owner', user_id: chosen.user.id, ...notice, title_en: 'Just for you' },
      token: adminToken,
    });
    expect(sent.body).toEqual({ recipients: 1 });
    const chosenSession = await server.login(chosen.user.username, chosen.password);
    expect((await latestOf(chosenSession.access_token, 'en')).notifications[0]!.title).toBe('Just for you');
    const otherSession = await server.login(other.user.username, other.password);
    expect((await latestOf(otherSession.access_token, 'en')).total).toBe(0);
  });

  it('refuse an owner as sender, a missing or unknown recipient, and empty words', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const byOwner = await server.callRefused(adminNoticesEndpoints.send, {
      body: { audience: 'all', ...notice },
      token: access_token,
    });
    expect(byOwner.status).toBe(403);
    const noOwner = await server.callInvalid(adminNoticesEndpoints.send, {
      body: { audience: 'owner', ...notice },
      token: adminToken,
      headers: { locale: 'en' },
    });
    expect(noOwner.status).toBe(422);
    expect(noOwner.body.fields).toEqual(['user_id']);
    const unknown = await server.callRefused(adminNoticesEndpoints.send, {
      body: { audience: 'owner', user_id: 2_000_000_000, ...notice },
      token: adminToken,
    });
    expect(unknown.status).toBe(404);
    const empty = await server.callInvalid(adminNoticesEndpoints.send, {
      body: { audience: 'all', ...notice, title_en: '  ' },
      token: adminToken,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual(['title_en']);
  });
});
