import {
  accountsEndpoints,
  adminEndpoints,
  adminInstagramEndpoints,
  adminPagesEndpoints,
  notificationsEndpoints,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capability } from '../src/features/pages/index.ts';
import { pageCommenterPosts, pages, plans, replyCampaigns, users } from '../src/platform/db/schema.ts';
import { createOwner, demoOwnerSession } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let adminToken: string;
const db = () => server.runtime.database.db;
const en = { locale: 'en' };
const tooLarge = '99999999999' as unknown as number;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin', 'Admin@2026')).access_token;
});
afterAll(async () => {
  await server?.stop();
});

async function auditOf(pageId: number) {
  const log = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { page_id: pageId } });
  return log.body.data;
}

describe('the admin page search', () => {
  it('finds pages by name prefix, owner username and Meta id, as an array of at most `limit`', async () => {
    const owner = await createOwner(db(), { username: `srch${Date.now()}` });
    const byName = await server.call(adminPagesEndpoints.search, {
      token: adminToken,
      query: { search: owner.page.name.slice(0, 12).toUpperCase(), limit: 30 },
    });
    expect(byName.status).toBe(200);
    expect(byName.body.map((page) => page.id)).toContain(owner.page.id);
    const found = byName.body.find((page) => page.id === owner.page.id)!;
    expect(found).toMatchObject({
      status: 'subscribed',
      owners: [{ id: owner.user.id, name: owner.user.name }],
      features: ['reply'],
      errors: { token_invalid: false, missing_permissions: [] },
    });
    const byOwner = await server.call(adminPagesEndpoints.search, {
      token: adminToken,
      query: { search: owner.user.username, limit: 30 },
    });
    expect(byOwner.body.map((page) => page.id)).toEqual([owner.page.id]);
    const byMetaId = await server.call(adminPagesEndpoints.search, {
      token: adminToken,
      query: { search: owner.page.metaPageId, limit: 30 },
    });
    expect(byMetaId.body.map((page) => page.id)).toEqual([owner.page.id]);
    const limited = await server.call(adminPagesEndpoints.search, { token: adminToken, query: { limit: 2 } });
    expect(limited.body).toHaveLength(2);
    const nothing = await server.call(adminPagesEndpoints.search, {
      token: adminToken,
      query: { search: '%_nothing', limit: 30 },
    });
    expect(nothing.body).toEqual([]);
  });

  it('refuses owners, referral agents and admins acting as an owner', async () => {
    const owner = await createOwner(db());
    const referral = await createOwner(db());
    await db().update(users).set({ isReferral: true }).where(eq(users.id, referral.user.id));
    const impersonation = await server.request<{ access_token: string }>(
      'POST',
      `/api/admin/users/${owner.user.id}/impersonate`,
      { token: adminToken },
    );
    for (const token of [
      (await server.login(owner.user.username, owner.password)).access_token,
      (await server.login(referral.user.username, referral.password)).access_token,
      impersonation.body.access_token,
    ]) {
      const search = await server.callRefused(adminPagesEndpoints.search, { token, query: {} });
      expect(search.status).toBe(403);
      const ban = await server.callRefused(adminPagesEndpoints.ban, { token, params: { id: owner.page.id } });
      expect(ban.status).toBe(403);
      const block = await server.callRefused(adminInstagramEndpoints.block, {
        token,
        params: { id: owner.account.id },
      });
      expect(block.status).toBe(403);
    }
    const [page] = await db().select().from(pages).where(eq(pages.id, owner.page.id));
    expect(page!.blockedAt).toBeNull();
  });
});

describe('blocking a page', () => {
  const engines: Capability[] = ['reply-comments', 'private-reply', 'bot', 'inbox', 'publish', 'messenger-profile'];

  it('closes the gate for every engine, tells the owner why, is written down, and can be lifted', async () => {
    const demo = await demoOwnerSession(server);
    const gate = server.runtime.services.pages;
    for (const capability of engines) expect((await gate.check({ pageId: demo.pageId }, capability)).open).toBe(true);

    const banned = await server.call(adminPagesEndpoints.ban, {
      token: adminToken,
      params: { id: demo.pageId },
      headers: en,
    });
    expect(banned.status).toBe(200);
    expect(banned.body.page).toMatchObject({ status: 'blocked' });
    for (const capability of engines)
      expect(await gate.check({ pageId: demo.pageId }, capability)).toMatchObject({
        open: false,
        stop: { reason: 'page-blocked' },
      });
    // Story answers and Instagram replies go out through the linked page: closed too.
    for (const capability of ['story-answers', 'reply-comments'] as const)
      expect(await gate.check({ instagramAccountId: demo.account.id }, capability)).toMatchObject({
        open: false,
        stop: { reason: 'page-blocked' },
      });
    const linked = await server.call(accountsEndpoints.linked, { token: demo.token });
    expect(linked.body.pages.find((page) => page.id === demo.pageId)).toMatchObject({
      status: 'blocked',
      active: false,
    });
    const [entry] = await auditOf(demo.pageId);
    expect(entry).toMatchObject({
      action: 'page.block',
      resource_type: 'page',
      before: { blocked_at: null },
      after: { blocked_at: banned.body.page.blocked_at },
    });

    const again = await server.call(adminPagesEndpoints.ban, { token: adminToken, params: { id: demo.pageId } });
    expect(again.body.page.blocked_at).toBe(banned.body.page.blocked_at);
    expect((await auditOf(demo.pageId)).filter((item) => item.action === 'page.block')).toHaveLength(1);

    const lifted = await server.call(adminPagesEndpoints.unban, { token: adminToken, params: { id: demo.pageId } });
    expect(lifted.body.page.status).not.toBe('blocked');
    for (const capability of engines) expect((await gate.check({ pageId: demo.pageId }, capability)).open).toBe(true);
    expect((await auditOf(demo.pageId))[0]).toMatchObject({ action: 'page.unblock' });
  });

  it('answers 404 for a page that is not there and 422 for an id past the column', async () => {
    const missing = await server.callRefused(adminPagesEndpoints.ban, {
      token: adminToken,
      params: { id: 2_147_483_000 },
    });
    expect(missing.status).toBe(404);
    const invalid = await server.callInvalid(adminPagesEndpoints.ban, { token: adminToken, params: { id: tooLarge } });
    expect(invalid.status).toBe(422);
    const invalidUpdate = await server.callInvalid(adminInstagramEndpoints.update, {
      token: adminToken,
      params: { id: tooLarge },
      body: {},
    });
    expect(invalidUpdate.status).toBe(422);
  });
});

describe('updating a page', () => {
  it('changes name, domain, owners, package, expiry and referral agent, and writes before and after', async () => {
    const owner = await createOwner(db());
    const other = await createOwner(db());
    const referral = await createOwner(db());
    await db().update(users).set({ isReferral: true }).where(eq(users.id, referral.user.id));
    const [plan] = await db().insert(plans).values({ name: 'Gold', price: 50_000 }).returning();
    const expiresAt = '2027-03-01T10:00:00.000Z';
    const updated = await server.call(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: {
        name: 'متجر الورد',
        domain: 'https://shop.example.com',
        owners: [other.user.id],
        package_id: plan!.id,
        expires_at: expiresAt,
        referral_id: referral.user.id,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.page).toMatchObject({
      name: 'متجر الورد',
      domain: 'https://shop.example.com',
      owners: [{ id: other.user.id }],
      package: { id: plan!.id, name: 'Gold' },
      expires_at: expiresAt,
      referral: { id: referral.user.id },
    });
    // The previous owner no longer reaches the page; the new one does.
    const previous = await server.login(owner.user.username, owner.password);
    expect(previous.pages.map((page) => page.id)).not.toContain(owner.page.id);
    const next = await server.login(other.user.username, other.password);
    expect(next.pages.map((page) => page.id)).toContain(owner.page.id);
    const [entry] = await auditOf(owner.page.id);
    expect(entry).toMatchObject({
      action: 'page.update',
      before: { owners: [owner.user.id], package_id: null, expires_at: null },
      after: { owners: [other.user.id], package_id: plan!.id, expires_at: expiresAt },
    });
  });

  it('changes only the owners of a page or an account (no column of its own to write)', async () => {
    const owner = await createOwner(db());
    const other = await createOwner(db());
    const page = await server.call(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { owners: [other.user.id] },
    });
    expect(page.body.page.owners).toEqual([{ id: other.user.id, name: other.user.name }]);
    const account = await server.call(adminInstagramEndpoints.update, {
      token: adminToken,
      params: { id: owner.account.id },
      body: { owners: [other.user.id] },
    });
    expect(account.body.account.owners).toEqual([{ id: other.user.id, name: other.user.name }]);
  });

  it('refuses unknown owners, packages, non-referral agents, bad domains and dates with localized messages', async () => {
    const owner = await createOwner(db());
    const notReferral = await createOwner(db());
    const refused = await server.callInvalid(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { owners: [2_147_483_000], package_id: 2_147_483_000, referral_id: notReferral.user.id },
      headers: en,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      owners: ['One of the chosen owners does not exist.'],
      package_id: ['This package does not exist.'],
      referral_id: ['The chosen referral agent is not a referral user.'],
    });
    const arabic = await server.callInvalid(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { owners: [2_147_483_000] },
      headers: { locale: 'ar' },
    });
    expect(arabic.body.errors.owners).toEqual(['أحد المالكين المختارين غير موجود.']);
    const shape = await server.callInvalid(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { domain: 'not a domain', expires_at: 'tomorrow', owners: [], name: ' ' },
      headers: en,
    });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors).sort()).toEqual(['domain', 'expires_at', 'name', 'owners']);
    const [page] = await db().select().from(pages).where(eq(pages.id, owner.page.id));
    expect(page!.name).toBe(owner.page.name);
  });

  it('sets the features from the list of features, refusing an unknown one', async () => {
    const owner = await createOwner(db());
    const list = await server.call(adminPagesEndpoints.features, { token: adminToken });
    expect(list.body.map((item) => item.slug)).toEqual(['reply', 'comments', 'likes', 'poster', 'store', 'bot']);
    const set = await server.call(adminPagesEndpoints.updateFeatures, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { features: ['bot', 'poster'] },
    });
    expect(set.body.page.features.sort()).toEqual(['bot', 'poster']);
    expect((await auditOf(owner.page.id))[0]).toMatchObject({
      action: 'page.features',
      before: { features: ['reply'] },
      after: { features: expect.arrayContaining(['bot', 'poster']) },
    });
    const unknown = await server.callInvalid(adminPagesEndpoints.updateFeatures, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { features: ['teleport' as 'bot'] },
    });
    expect(unknown.status).toBe(422);
  });
});

describe('deleting, stopping and clearing a page', () => {
  it('deletes a page: gone from its owner, closed for every engine, further actions 404', async () => {
    const owner = await createOwner(db());
    const removed = await server.call(adminPagesEndpoints.remove, { token: adminToken, params: { id: owner.page.id } });
    expect(removed.status).toBe(204);
    const session = await server.login(owner.user.username, owner.password);
    expect(session.pages.map((page) => page.id)).not.toContain(owner.page.id);
    const gate = await server.runtime.services.pages.check({ pageId: owner.page.id }, 'bot');
    expect(gate).toMatchObject({ open: false, stop: { reason: 'page-deleted' } });
    const again = await server.callRefused(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { name: 'x' },
    });
    expect(again.status).toBe(404);
    expect((await auditOf(owner.page.id))[0]).toMatchObject({
      action: 'page.delete',
      after: { deleted_at: expect.any(String) },
    });
    const search = await server.call(adminPagesEndpoints.search, {
      token: adminToken,
      query: { search: owner.page.metaPageId },
    });
    expect(search.body[0]).toMatchObject({ status: 'deleted' });
  });

  it('pauses every running reply campaign and turns the page commenter off, recording what it stopped', async () => {
    const owner = await createOwner(db());
    const campaigns = await db()
      .insert(replyCampaigns)
      .values([
        { pageId: owner.page.id, name: 'A', metaPostId: 'p1', settings: {} },
        { pageId: owner.page.id, name: 'B', metaPostId: 'p2', settings: {}, status: 'stopped_error' },
      ])
      .returning();
    await db()
      .insert(pageCommenterPosts)
      .values({ pageId: owner.page.id, metaPostId: 'p1', postCreatedAt: new Date(), comments: ['hi'] });
    const replies = await server.call(adminPagesEndpoints.stopReplies, {
      token: adminToken,
      params: { id: owner.page.id },
    });
    expect(replies.body).toEqual({ changed: 1 });
    const rows = await db().select().from(replyCampaigns).where(eq(replyCampaigns.pageId, owner.page.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['paused', 'stopped_error']);
    const comments = await server.call(adminPagesEndpoints.stopComments, {
      token: adminToken,
      params: { id: owner.page.id },
    });
    expect(comments.body).toEqual({ changed: 1 });
    const log = await auditOf(owner.page.id);
    expect(log.map((entry) => entry.action)).toEqual(['page.stop-comments', 'page.stop-replies']);
    expect(log[1]!.after).toEqual({ campaigns_paused: [campaigns[0]!.id] });
  });

  it('clears the recorded Meta errors so the gate tries again', async () => {
    const demo = await demoOwnerSession(server);
    await db()
      .update(pages)
      .set({
        tokenInvalidAt: new Date(),
        missingPermissions: ['pages_messaging'],
        subscriptionFailedAt: new Date(),
        subscriptionError: 'refused',
      })
      .where(eq(pages.id, demo.pageId));
    server.runtime.services.pages.forget(demo.pageId);
    expect((await server.runtime.services.pages.check({ pageId: demo.pageId }, 'bot')).open).toBe(false);
    const cleared = await server.call(adminPagesEndpoints.clearError, {
      token: adminToken,
      params: { id: demo.pageId },
    });
    expect(cleared.body.page.errors).toMatchObject({
      token_invalid: false,
      missing_permissions: [],
      subscription_error: null,
    });
    expect((await server.runtime.services.pages.check({ pageId: demo.pageId }, 'bot')).open).toBe(true);
    expect((await auditOf(demo.pageId))[0]).toMatchObject({
      action: 'page.clear-errors',
      before: { errors: { token_invalid: true, missing_permissions: ['pages_messaging'] } },
    });
  });

  it('removes the persistent menu from Messenger and refuses to add one that was never saved', async () => {
    const demo = await demoOwnerSession(server);
    const since = await server.simulator.lastCallSeq();
    const removed = await server.call(adminPagesEndpoints.deleteMenu, {
      token: adminToken,
      params: { id: demo.pageId },
    });
    expect(removed.body).toEqual({ changed: 1 });
    const calls = (await server.simulator.calls(since)).filter((call) => call.path.endsWith('messenger_profile'));
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
    const empty = await server.callInvalid(adminPagesEndpoints.addMenu, {
      token: adminToken,
      params: { id: demo.pageId },
      headers: en,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ menu: [expect.stringContaining('no saved persistent menu')] });
  });
});

describe('the admin Instagram accounts', () => {
  it('searches, updates, blocks (closing the gate) and deletes an account, each written down', async () => {
    const owner = await createOwner(db());
    const found = await server.call(adminInstagramEndpoints.search, {
      token: adminToken,
      query: { search: `@${owner.account.username}` },
    });
    expect(found.body.map((account) => account.id)).toEqual([owner.account.id]);
    const updated = await server.call(adminInstagramEndpoints.update, {
      token: adminToken,
      params: { id: owner.account.id },
      body: { name: 'Roses', features: ['reply', 'bot'] },
    });
    expect(updated.body.account).toMatchObject({ name: 'Roses' });
    expect(updated.body.account.features.sort()).toEqual(['bot', 'reply']);
    const blocked = await server.call(adminInstagramEndpoints.block, {
      token: adminToken,
      params: { id: owner.account.id },
    });
    expect(blocked.body.account.status).toBe('blocked');
    const gate = await server.runtime.services.pages.check({ instagramAccountId: owner.account.id }, 'story-answers');
    expect(gate).toMatchObject({ open: false, stop: { reason: 'page-blocked', byAccount: true } });
    // The owner is told once, in their language; blocking again tells nothing more.
    await server.call(adminInstagramEndpoints.block, { token: adminToken, params: { id: owner.account.id } });
    const ownerToken = (await server.login(owner.user.username, owner.password)).access_token;
    const notices = await server.call(notificationsEndpoints.list, { token: ownerToken, headers: en });
    expect(
      notices.body.notifications.filter(
        (note) => note.title === `The Instagram account ${owner.account.username} was blocked`,
      ),
    ).toHaveLength(1);
    const removed = await server.call(adminInstagramEndpoints.remove, {
      token: adminToken,
      params: { id: owner.account.id },
    });
    expect(removed.status).toBe(204);
    const session = await server.login(owner.user.username, owner.password);
    expect(session.insta_accounts.map((account) => account.id)).not.toContain(owner.account.id);
    const log = await server.call(adminEndpoints.auditLog, {
      token: adminToken,
      query: { instagram_account_id: owner.account.id },
    });
    expect(log.body.data.map((entry) => entry.action)).toEqual([
      'instagram.delete',
      'instagram.block',
      'instagram.update',
    ]);
    const refused = await server.callInvalid(adminInstagramEndpoints.update, {
      token: adminToken,
      params: { id: owner.account.id },
      body: { features: ['teleport' as 'bot'] },
    });
    expect(refused.status).toBe(422);
  });
});
