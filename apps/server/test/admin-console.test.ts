import { adminConsoleEndpoints, adminEndpoints, authEndpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dailyCountsFlushMs } from '../src/features/admin/home/daily-counts.ts';
import { dailyCounts, webhookEvents } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { postSignedWebhook, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let adminToken: string;
let adminId: number;
let unique = 0;
const nextName = () => `managed${Date.now()}${++unique}`;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin', 'Admin@2026');
  adminToken = admin.access_token;
  adminId = admin.user.id;
});
afterAll(async () => {
  await server?.stop();
});

async function deliverMessage(metaPageId: string, personId: string) {
  const event = { sender: { id: personId }, recipient: { id: metaPageId }, timestamp: Date.now() };
  const raw = JSON.stringify({
    object: 'page',
    entry: [
      { id: metaPageId, time: Date.now(), messaging: [{ ...event, message: { mid: `m-${personId}`, text: 'hi' } }] },
    ],
  });
  expect((await postSignedWebhook(server, raw)).status).toBe(200);
  await server.runtime.services.webhookIntake.settled();
  await server.runtime.services.dispatcher.idle();
}

describe('the admin home statistics', () => {
  it('counts a received message and confirmed revenue in today and this month, with pages by state', async () => {
    const before = (await server.call(adminConsoleEndpoints.homeStats, { token: adminToken })).body;
    const owner = await createOwner(server.runtime.database.db);
    await deliverMessage(owner.page.metaPageId, `77${Date.now()}`);
    server.runtime.services.admin.dailyCounts.countRevenue(150_000, server.clock.now());
    await server.runtime.database.db.insert(webhookEvents).values({
      naturalKey: `failed-${Date.now()}`,
      object: 'page',
      accountId: owner.page.metaPageId,
      kind: 'fb.message',
      payload: {},
      status: 'failed',
    });

    const after = await server.call(adminConsoleEndpoints.homeStats, { token: adminToken });
    expect(after.status).toBe(200);
    expect(after.body.messages.today).toBe(before.messages.today + 1);
    expect(after.body.messages.month).toBe(before.messages.month + 1);
    expect(after.body.revenue_month).toBe(before.revenue_month + 150_000);
    expect(after.body.failed_events).toBe(before.failed_events + 1);
    expect(after.body.pages.total).toBe(before.pages.total + 1);
    expect(after.body.pages.new_this_week).toBe(before.pages.new_this_week + 1);
    expect(after.body.pages.by_status.subscribed).toBe(before.pages.by_status.subscribed + 1);
    expect(after.body.instagram_accounts.total).toBe(before.instagram_accounts.total + 1);
    expect(after.body.days).toHaveLength(14);
    expect(after.body.days.at(-1)!.messages).toBe(after.body.messages.today);
    expect(after.body.graph_version.version).toBe(server.config.meta.graphVersion);
  });

  it('writes what was counted within a second by itself, summed into one row per day and counter', async () => {
    const db = server.runtime.database.db;
    const at = new Date('2026-03-10T21:30:00Z'); // 00:30 on 11 March in Damascus
    const before = await db.select().from(dailyCounts).where(eq(dailyCounts.day, '2026-03-11'));
    for (let index = 0; index < 3; index++) server.runtime.services.admin.dailyCounts.count('replies', 1, at);
    await new Promise((resolve) => setTimeout(resolve, dailyCountsFlushMs + 500));
    const rows = await db.select().from(dailyCounts).where(eq(dailyCounts.day, '2026-03-11'));
    expect(before).toEqual([]);
    expect(rows).toEqual([{ day: '2026-03-11', kind: 'replies', amount: 3 }]);
  });

  it('refuses owners and anonymous callers', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const session = await server.login(owner.user.username, owner.password);
    expect((await server.callRefused(adminConsoleEndpoints.homeStats, { token: session.access_token })).status).toBe(
      403,
    );
    expect((await server.callRefused(adminConsoleEndpoints.homeStats)).status).toBe(401);
  });
});

describe('managing users', () => {
  it('creates a user who can sign in, edits them, and writes both to the audit log', async () => {
    const username = nextName();
    const created = await server.call(adminConsoleEndpoints.createUser, {
      token: adminToken,
      body: { username, name: 'New seller', password: 'Seller@2026', admin: false, referral: true },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      username,
      name: 'New seller',
      admin: false,
      referral: true,
      blocked_at: null,
    });
    const session = await server.login(username, 'Seller@2026');
    expect(session.referral).toBe(true);

    const renamed = await server.call(adminConsoleEndpoints.updateUser, {
      token: adminToken,
      params: { id: created.body.id },
      body: { username, name: 'Renamed seller', admin: false, referral: false },
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed seller', referral: false });
    const profile = await server.call(authEndpoints.profile, { token: session.access_token });
    expect(profile.body.referral).toBe(false);

    const log = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { user_id: adminId } });
    const entries = log.body.data.filter((entry) => entry.resource_id === String(created.body.id));
    expect(entries.map((entry) => entry.action)).toEqual(['user.update', 'user.create']);
    expect(entries[0]).toMatchObject({ before: { name: 'New seller' }, after: { name: 'Renamed seller' } });
  });

  it('refuses a taken username and a password against the rule, with messages per field', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const taken = await server.callInvalid(adminConsoleEndpoints.createUser, {
      token: adminToken,
      body: {
        username: owner.user.username.toUpperCase(),
        name: 'x',
        password: 'Seller@2026',
        admin: false,
        referral: false,
      },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.username).toHaveLength(1);
    const weak = await server.callInvalid(adminConsoleEndpoints.createUser, {
      token: adminToken,
      body: { username: nextName(), name: 'x', password: 'short', admin: false, referral: false },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toHaveLength(1);
    const missing = await server.callRefused(adminConsoleEndpoints.updateUser, {
      token: adminToken,
      params: { id: 2_000_000_000 },
      body: { username: nextName(), name: 'x', admin: false, referral: false },
    });
    expect(missing.status).toBe(404);
    const pastColumn = await server.request('PUT', '/api/admin/users/99999999999', {
      token: adminToken,
      body: { username: nextName(), name: 'x', admin: false, referral: false },
    });
    expect(pastColumn.status).toBe(422);
  });

  it('blocks a user: their session ends and they cannot sign in until the block is lifted', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const session = await server.login(owner.user.username, owner.password);
    const blocked = await server.call(adminConsoleEndpoints.blockUser, {
      token: adminToken,
      params: { id: owner.user.id },
      body: { blocked: true },
    });
    expect(blocked.body.blocked_at).not.toBeNull();
    expect((await server.callRefused(authEndpoints.profile, { token: session.access_token })).status).toBe(401);
    const refused = await server.callRefused(authEndpoints.ownerLogin, {
      body: { username: owner.user.username, password: owner.password, oneTime: false },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();

    await server.call(adminConsoleEndpoints.blockUser, {
      token: adminToken,
      params: { id: owner.user.id },
      body: { blocked: false },
    });
    expect((await server.login(owner.user.username, owner.password)).user.id).toBe(owner.user.id);
    const self = await server.callRefused(adminConsoleEndpoints.blockUser, {
      token: adminToken,
      params: { id: adminId },
      body: { blocked: true },
    });
    expect(self.status).toBe(403);
  });

  it('resets a password: the old one and the old sessions stop working, nothing of it is logged', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const session = await server.login(owner.user.username, owner.password);
    const reset = await server.call(adminConsoleEndpoints.resetUserPassword, {
      token: adminToken,
      params: { id: owner.user.id },
      body: { password: 'Fresh@2026' },
    });
    expect(reset.body).toEqual({ success: true });
    expect((await server.callRefused(authEndpoints.profile, { token: session.access_token })).status).toBe(401);
    await expect(server.login(owner.user.username, owner.password)).rejects.toThrow(/401/);
    expect((await server.login(owner.user.username, 'Fresh@2026')).user.id).toBe(owner.user.id);
    const log = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { user_id: adminId } });
    const entry = log.body.data.find((item) => item.action === 'user.password-reset');
    expect(JSON.stringify(entry)).not.toContain('Fresh@2026');
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('refuses owners every user change', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const { access_token: token } = await server.login(owner.user.username, owner.password);
    const body = { username: nextName(), name: 'x', password: 'Seller@2026', admin: true, referral: false };
    expect((await server.callRefused(adminConsoleEndpoints.createUser, { token, body })).status).toBe(403);
    const params = { id: owner.user.id };
    expect(
      (await server.callRefused(adminConsoleEndpoints.blockUser, { token, params, body: { blocked: true } })).status,
    ).toBe(403);
    expect(
      (
        await server.callRefused(adminConsoleEndpoints.resetUserPassword, {
          token,
          params,
          body: { password: 'Fresh@2026' },
        })
      ).status,
    ).toBe(403);
  });
});
