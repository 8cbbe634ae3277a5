import { billingEndpoints, notificationsEndpoints, type Package, type ReplyCampaign } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  instagramAccountFeatures,
  instagramAccounts,
  invoices,
  pageFeatures,
  pages,
  users,
} from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { pngOf } from './publishing-samples.ts';
import { repliesHandled, startTestServer, webhooksHandled, type TestServer } from './test-server.ts';

/** Packages, invoices and renewals through HTTP: an owner asks with a receipt, an admin decides, replies resume. */
let server: TestServer;
let owner: string;
let admin: string;
let other: { token: string; pageId: number; accountId: number; userId: number };
let page: { id: number; metaId: string; name: string };
let gold: Package;

const en = { locale: 'en' };
const ar = { locale: 'ar' };
const goldInput = {
  name: 'Gold',
  price: 50_000,
  features: ['reply', 'comments', 'bot'],
  monthly_reply_limit: 5_000,
  storage_mb: 500,
  periods: [1, 3, 12],
} as const;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  owner = session.access_token;
  const first = session.pages[0]!;
  page = { id: first.id, metaId: first.page_id, name: first.name };
  admin = (await server.login('admin', 'Admin@2026')).access_token;
  const created = await createOwner(server.runtime.database.db);
  other = {
    token: (await server.login(created.user.username, created.password)).access_token,
    pageId: created.page.id,
    accountId: created.account.id,
    userId: created.user.id,
  };
  const made = await server.call(billingEndpoints.createPackage, {
    token: admin,
    headers: en,
    body: { ...goldInput, features: [...goldInput.features], periods: [...goldInput.periods] },
  });
  gold = made.body.package;
});
afterAll(async () => {
  await server?.stop();
});

async function receiptRequest(pageId: number, token: string, fields: Record<string, string>, file = pngOf(40, 60)) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('receipt', new Blob([file], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${server.baseUrl}/api/pages/${pageId}/renewal-request`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, locale: 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const auditActions = async () =>
  (await server.runtime.database.db.select().from(adminAuditLog)).map((entry) => entry.action);

describe('packages', () => {
  it('lists every package to admins (with use) and only the offered ones to owners', async () => {
    const retired = await server.call(billingEndpoints.createPackage, {
      token: admin,
      headers: en,
      body: { ...goldInput, name: 'Old', features: ['reply'], periods: [1] },
    });
    await server.call(billingEndpoints.retirePackage, {
      token: admin,
      headers: en,
      params: { id: retired.body.package.id },
    });
    const all = await server.call(billingEndpoints.adminPackages, { token: admin, headers: en });
    expect(all.body.data.map((item) => [item.name, item.retired])).toEqual(
      expect.arrayContaining([
        ['Gold', false],
        ['Old', true],
      ]),
    );
    expect(all.body.data.find((item) => item.name === 'Old')).toMatchObject({ in_use: 0, periods: [1] });
    const offered = await server.call(billingEndpoints.packages, { token: owner, headers: en });
    expect(offered.body.data.map((item) => item.name)).toContain('Gold');
    expect(offered.body.data.map((item) => item.name)).not.toContain('Old');
    expect(await auditActions()).toEqual(expect.arrayContaining(['package.create', 'package.retire']));
  });

  it('refuses owners on admin calls', async () => {
    const listed = await server.callRefused(billingEndpoints.adminPackages, { token: owner, headers: en });
    expect(listed.status).toBe(403);
    const created = await server.callRefused(billingEndpoints.createPackage, {
      token: owner,
      headers: en,
      body: { ...goldInput, features: [], periods: [1] },
    });
    expect(created.status).toBe(403);
  });

  it('updates a package and refuses a period listed twice, in the reader’s language', async () => {
    const updated = await server.call(billingEndpoints.updatePackage, {
      token: admin,
      headers: en,
      params: { id: gold.id },
      body: { ...goldInput, features: [...goldInput.features], periods: [1, 3, 6, 12] },
    });
    expect(updated.body.package.periods).toEqual([1, 3, 6, 12]);
    gold = updated.body.package;
    const repeated = await server.callInvalid(billingEndpoints.updatePackage, {
      token: admin,
      headers: ar,
      params: { id: gold.id },
      body: { ...goldInput, features: [], periods: [3, 3] },
    });
    expect(repeated.status).toBe(422);
    expect(JSON.stringify(repeated.body)).toContain('تُذكر كل مدة مرة واحدة');
  });

  it('deletes an unused package but never one in use (retire it instead)', async () => {
    const spare = await server.call(billingEndpoints.createPackage, {
      token: admin,
      headers: en,
      body: { ...goldInput, name: 'Spare', features: [], periods: [1] },
    });
    const deleted = await server.request('DELETE', `/api/admin/packages/delete/${spare.body.package.id}`, {
      token: admin,
      headers: en,
    });
    expect(deleted.status).toBe(204);
    const demoPlan = (await server.call(billingEndpoints.adminPackages, { token: admin, headers: en })).body.data.find(
      (item) => item.in_use > 0,
    )!;
    const refused = await server.request<{ code: string; message: string }>(
      'DELETE',
      `/api/admin/packages/delete/${demoPlan.id}`,
      { token: admin, headers: en },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Retire it instead/);
  });
});

describe('direct renewal by an admin', () => {
  it('renews a page from the later of now and its expiry, with a paid invoice and an audit entry', async () => {
    const [before] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, other.pageId));
    const renewed = await server.call(billingEndpoints.renewPage, {
      token: admin,
      headers: en,
      params: { id: other.pageId },
      query: { package_id: gold.id, months: 3, discount: 10_000 },
    });
    expect(renewed.body.invoice).toMatchObject({
      status: 'paid',
      months: 3,
      cost: 150_000,
      discount: 10_000,
      paid: 140_000,
      commission: 0,
      net: 140_000,
      package: { id: gold.id, name: 'Gold' },
    });
    const [after] = await server.runtime.database.db.select().from(pages).where(eq(pages.id, other.pageId));
    expect(before!.expiresAt).toBeNull();
    expect(after).toMatchObject({ status: 'renewed', planId: gold.id });
    expect(after!.expiresAt!.toISOString()).toBe(renewed.body.invoice.expires_at);
    const features = await server.runtime.database.db
      .select({ slug: pageFeatures.slug })
      .from(pageFeatures)
      .where(eq(pageFeatures.pageId, other.pageId));
    expect(features.map((row) => row.slug).sort()).toEqual(['bot', 'comments', 'reply']);
    expect(await auditActions()).toContain('page.renew');
    const [ownerRow] = await server.runtime.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(ownerRow!.totalStorageMb).toBe(500);
  });

  it('answers bad ids, periods and discounts with clear 4xx', async () => {
    const tooBig = await server.request<{ code: string }>(
      'GET',
      `/api/admin/pages/renew/99999999999?package_id=${gold.id}&months=1`,
      { token: admin, headers: en },
    );
    expect(tooBig.status).toBe(422);
    const missing = await server.request('GET', `/api/admin/pages/renew/2147483000?package_id=${gold.id}&months=1`, {
      token: admin,
      headers: en,
    });
    expect(missing.status).toBe(404);
    const period = await server.request<{ message: string; errors: unknown }>(
      'GET',
      `/api/admin/pages/renew/${other.pageId}?package_id=${gold.id}&months=2`,
      { token: admin, headers: en },
    );
    expect(period.status).toBe(422);
    expect(JSON.stringify(period.body)).toContain('This package is not offered for this period');
    const discount = await server.request(
      'GET',
      `/api/admin/pages/renew/${other.pageId}?package_id=${gold.id}&months=1&discount=60000`,
      {
        token: admin,
        headers: ar,
      },
    );
    expect(discount.status).toBe(422);
    expect(JSON.stringify(discount.body)).toContain('لا يمكن أن يزيد الخصم على التكلفة');
    const owners = await server.request(
      'GET',
      `/api/admin/pages/renew/${other.pageId}?package_id=${gold.id}&months=1`,
      {
        token: other.token,
        headers: en,
      },
    );
    expect(owners.status).toBe(403);
  });
});

describe('an Instagram account', () => {
  it('is renewed directly by an admin with its package features, and its owner may ask with a receipt', async () => {
    await server.runtime.database.db.update(users).set({ totalStorageMb: 100 }).where(eq(users.id, other.userId));
    const renewed = await server.call(billingEndpoints.renewInstagramAccount, {
      token: admin,
      headers: en,
      params: { id: other.accountId },
      query: { package_id: gold.id, months: 1, discount: 0 },
    });
    expect(renewed.body.invoice).toMatchObject({
      subject: 'instagram',
      status: 'paid',
      instagram_account: { id: other.accountId },
      page: null,
    });
    const [account] = await server.runtime.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.id, other.accountId));
    expect(account).toMatchObject({ planId: gold.id, status: 'renewed' });
    expect(account!.expiresAt!.toISOString()).toBe(renewed.body.invoice.expires_at);
    const features = await server.runtime.database.db
      .select({ slug: instagramAccountFeatures.slug })
      .from(instagramAccountFeatures)
      .where(eq(instagramAccountFeatures.accountId, other.accountId));
    expect(features.map((row) => row.slug).sort()).toEqual(['bot', 'comments', 'reply']);
    expect(await auditActions()).toContain('instagram.renew');
    const [accountOwner] = await server.runtime.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(accountOwner!.totalStorageMb).toBe(500);

    const form = new FormData();
    form.append('package_id', String(gold.id));
    form.append('months', '3');
    form.append('receipt', new Blob([pngOf(30, 30)], { type: 'image/png' }), 'receipt.png');
    const asked = await fetch(`${server.baseUrl}/api/instagram/accounts/${other.accountId}/renewal-request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, locale: 'en' },
      body: form,
    });
    expect(asked.status).toBe(200);
    const notTheirs = await fetch(`${server.baseUrl}/api/instagram/accounts/${other.accountId}/renewal-request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, locale: 'en' },
      body: form,
    });
    expect(notTheirs.status).toBe(404);
  });
});

describe('a renewal an owner pays for', () => {
  async function addCampaign(post: string) {
    const form = new FormData();
    const fields = {
      name: 'billing',
      post,
      comments: JSON.stringify(['السعر في الخاص']),
      keywords: JSON.stringify(['سعر']),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, locale: 'en', 'page-id': String(page.id) },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { campaign: ReplyCampaign }).campaign.id;
  }

  async function commentIsAnswered(post: string) {
    const since = await server.simulator.lastCallSeq();
    await server.simulator.createComment({
      post_id: post,
      from: { id: String(Date.now()), name: 'Buyer' },
      message: 'سعر',
    });
    await webhooksHandled(server);
    await repliesHandled(server);
    const calls = await server.simulator.calls(since);
    return calls.some((call) => call.method === 'POST' && call.status === 200 && call.path.endsWith('/comments'));
  }

  it('stops an expired page, then a confirmed receipt renews it and its comments get replies again', async () => {
    const post = (await server.simulator.createPost({ page_id: page.metaId, message: 'عرض' })).id;
    await addCampaign(post);
    const db = server.runtime.database.db;
    await db
      .update(pages)
      .set({ expiresAt: new Date(server.clock.now().getTime() - 60_000) })
      .where(eq(pages.id, page.id));
    server.runtime.services.pages.forget(page.id);
    server.runtime.services.replyEngine.forget();
    expect(await commentIsAnswered(post)).toBe(false);

    // A wrong period, then a request another owner cannot see, rejected with a reason the owner reads.
    const wrong = await receiptRequest(page.id, owner, { package_id: String(gold.id), months: '2' });
    expect(wrong.status).toBe(422);
    const foreign = await server.request<{ message: string }>('POST', `/api/pages/${page.id}/renewal-request`, {
      token: owner,
      headers: en,
      body: { package_id: gold.id, months: 1, receipt_url: 'https://elsewhere.example/receipt.png' },
    });
    expect(foreign.status).toBe(422);
    expect(JSON.stringify(foreign.body)).toContain('Attach a photo (PNG or JPG) of the transfer receipt');
    const notMine = await receiptRequest(page.id, other.token, { package_id: String(gold.id), months: '1' });
    expect(notMine.status).toBe(404);
    const first = await receiptRequest(page.id, owner, { package_id: String(gold.id), months: '1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = (first.body.invoice as { id: number; status: string; receipt_url: string }).id;
    expect(first.body.invoice).toMatchObject({
      status: 'pending',
      cost: 50_000,
      receipt_url: `/api/user/invoices/${firstId}/receipt`,
    });
    // The photo is private: its owner and the admins read it through the API, nobody else, and no /media address.
    const photoFor = (token: string) =>
      fetch(`${server.baseUrl}/api/user/invoices/${firstId}/receipt`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const ownerPhoto = await photoFor(owner);
    expect(ownerPhoto.status).toBe(200);
    expect(ownerPhoto.headers.get('content-type')).toBe('image/png');
    expect(ownerPhoto.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await ownerPhoto.arrayBuffer()).equals(pngOf(40, 60))).toBe(true);
    expect((await photoFor(admin)).status).toBe(200);
    expect((await photoFor(other.token)).status).toBe(404);
    const [stored] = await server.runtime.database.db.select().from(invoices).where(eq(invoices.id, firstId));
    expect(stored!.receiptUrl).toMatch(/^private\//);
    expect((await fetch(`${server.baseUrl}/${stored!.receiptUrl!.replace(/^private/, 'media')}`)).status).toBe(404);
    // Naming another stored upload's key in a JSON body is refused unless it is a private receipt key.
    const publicKey = await server.request('POST', `/api/pages/${page.id}/renewal-request`, {
      token: owner,
      headers: en,
      body: { package_id: gold.id, months: 1, receipt_url: `${server.baseUrl}/media/1/x-receipt.png` },
    });
    expect(publicKey.status).toBe(422);
    const hidden = await server.callRefused(billingEndpoints.invoice, {
      token: other.token,
      headers: en,
      params: { id: firstId },
    });
    expect(hidden.status).toBe(404);
    const pending = await server.call(billingEndpoints.adminInvoices, {
      token: admin,
      headers: en,
      query: { status: 'pending' },
    });
    expect(pending.body.data.map((invoice) => invoice.id)).toContain(firstId);
    // The admins are told a receipt waits for them, in their language, with a link to the receipts.
    const adminNotes = await server.call(notificationsEndpoints.list, {
      token: admin,
      headers: en,
      query: { page: 1, limit: 50 },
    });
    expect(adminNotes.body.notifications).toContainEqual(
      expect.objectContaining({
        title: expect.stringContaining('A new renewal receipt'),
        message: expect.stringContaining('for 1 month.'),
      }),
    );
    const noReason = await server.callInvalid(billingEndpoints.updateInvoiceStatus, {
      token: admin,
      headers: en,
      params: { id: firstId },
      body: { status: 'rejected' },
    });
    expect(noReason.status).toBe(422);
    await server.call(billingEndpoints.updateInvoiceStatus, {
      token: admin,
      headers: en,
      params: { id: firstId },
      body: { status: 'rejected', reason: 'The amount on the receipt is wrong' },
    });
    const notes = await server.call(notificationsEndpoints.list, {
      token: owner,
      headers: en,
      query: { page: 1, limit: 50 },
    });
    expect(notes.body.notifications.map((note) => note.message).join('\n')).toContain(
      'The amount on the receipt is wrong',
    );
    const again = await server.request('POST', `/api/admin/invoices/update-status/${firstId}`, {
      token: admin,
      headers: en,
      body: { status: 'paid' },
    });
    expect(again.status).toBe(409);

    // A new request, confirmed: renewed from now for a month, the owner told, replies flow again.
    const second = await receiptRequest(page.id, owner, { package_id: String(gold.id), months: '1' });
    const secondId = (second.body.invoice as { id: number }).id;
    const confirmed = await server.call(billingEndpoints.updateInvoiceStatus, {
      token: admin,
      headers: en,
      params: { id: secondId },
      body: { status: 'paid' },
    });
    expect(confirmed.body.invoice).toMatchObject({ status: 'paid', months: 1 });
    const [row] = await db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ status: 'renewed', planId: gold.id });
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(server.clock.now().getTime() + 27 * 86_400_000);
    expect(await commentIsAnswered(post)).toBe(true);
    const mine = await server.call(billingEndpoints.invoices, { token: owner, headers: en, query: {} });
    expect(mine.body.data.map((invoice) => [invoice.id, invoice.status])).toEqual(
      expect.arrayContaining([
        [firstId, 'rejected'],
        [secondId, 'paid'],
      ]),
    );
    const titles = (
      await server.call(notificationsEndpoints.list, { token: owner, headers: en, query: { page: 1, limit: 50 } })
    ).body.notifications.map((note) => note.title);
    expect(titles).toContain(`${page.name} was renewed`);
    expect(await auditActions()).toContain('invoice.status');
  });
});

describe('expiry warnings', () => {
  it('warns the owners 3 days before and on the day, each once', async () => {
    const db = server.runtime.database.db;
    const now = server.clock.now();
    await db
      .update(pages)
      .set({ expiresAt: new Date(now.getTime() + 2 * 86_400_000) })
      .where(eq(pages.id, other.pageId));
    const warnings = server.runtime.services.billing.expiryWarnings;
    const count = async () =>
      (
        await server.call(notificationsEndpoints.list, {
          token: other.token,
          headers: en,
          query: { page: 1, limit: 50 },
        })
      ).body.notifications.filter((note) => note.title.includes('ends')).length;
    await warnings.warn();
    await warnings.warn();
    expect(await count()).toBe(1);
    await db
      .update(pages)
      .set({ expiresAt: new Date(now.getTime() + 60_000) })
      .where(eq(pages.id, other.pageId));
    await warnings.warn();
    await warnings.warn();
    expect(await count()).toBe(2);
  });
});
