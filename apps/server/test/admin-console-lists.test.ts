import { adminConsoleEndpoints, adminEndpoints, billingEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeatures, pages, users } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { repliesHandled, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let adminToken: string;
let ownerToken: string;
let pageId: number;
let metaPageId: string;
const db = () => server.runtime.database.db;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin', 'Admin@2026')).access_token;
  const session = await server.login('demo', 'Demo@2026');
  ownerToken = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

async function campaignWithOneReply() {
  const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'Winter coats' })).id;
  const form = new FormData();
  form.append('name', 'Admin console campaign');
  form.append('post', post);
  form.append('comments', JSON.stringify(['Sent you the price']));
  const response = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}`, 'page-id': String(pageId), locale: 'en' },
    body: form,
  });
  expect(response.status).toBe(200);
  const { campaign } = (await response.json()) as { campaign: { id: number } };
  await server.simulator.createComment({ post_id: post, from: { id: '8801', name: 'Coat buyer' }, message: 'price?' });
  await repliesHandled(server);
  return campaign.id;
}

describe("every page's reply campaigns", () => {
  it('lists them with owners and counts, counts the reply on the home, and lets the admin stop one (recorded)', async () => {
    const before = (await server.call(adminConsoleEndpoints.homeStats, { token: adminToken })).body;
    const id = await campaignWithOneReply();
    const home = (await server.call(adminConsoleEndpoints.homeStats, { token: adminToken })).body;
    expect(home.replies.today).toBe(before.replies.today + 1);
    expect(home.active_automations).toBe(before.active_automations + 1);

    const list = await server.call(adminConsoleEndpoints.campaigns, { token: adminToken, query: { channel: 'fb' } });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((campaign) => campaign.id === id);
    expect(listed).toMatchObject({ status: 'running', page: { id: pageId }, comments: 1, replied: 1 });
    expect(listed!.owners.map((owner) => owner.name).length).toBeGreaterThan(0);
    const instagram = await server.call(adminConsoleEndpoints.campaigns, {
      token: adminToken,
      query: { channel: 'instagram' },
    });
    expect(instagram.body.data.some((campaign) => campaign.id === id)).toBe(false);

    const stopped = await server.call(adminConsoleEndpoints.campaignStatus, {
      token: adminToken,
      params: { id },
      body: { status: 'paused' },
    });
    expect(stopped.body.campaign.status).toBe('paused');
    const log = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { page_id: pageId } });
    expect(log.body.data[0]).toMatchObject({
      action: 'campaign.status',
      resource_id: String(id),
      before: { status: 'running' },
      after: { status: 'paused' },
    });
    const started = await server.call(adminConsoleEndpoints.campaignStatus, {
      token: adminToken,
      params: { id },
      body: { status: 'running' },
    });
    expect(started.body.campaign.status).toBe('running');
  });

  it('refuses owners, unknown campaigns and ids past the column', async () => {
    const refused = await server.callRefused(adminConsoleEndpoints.campaigns, { token: ownerToken });
    expect(refused.status).toBe(403);
    const stop = await server.callRefused(adminConsoleEndpoints.campaignStatus, {
      token: ownerToken,
      params: { id: 1 },
      body: { status: 'paused' },
    });
    expect(stop.status).toBe(403);
    const missing = await server.callRefused(adminConsoleEndpoints.campaignStatus, {
      token: adminToken,
      params: { id: 2_000_000_000 },
      body: { status: 'paused' },
    });
    expect(missing.status).toBe(404);
    const pastColumn = await server.request('POST', '/api/admin/replies/99999999999/status', {
      token: adminToken,
      body: { status: 'paused' },
    });
    expect(pastColumn.status).toBe(422);
  });
});

describe('pages with the page commenter or likes, and page owners', () => {
  it('lists the pages with each feature and who owns them', async () => {
    const owner = await createOwner(db());
    await db().insert(pageFeatures).values({ pageId: owner.page.id, slug: 'likes' });
    const likes = await server.call(adminConsoleEndpoints.engagementPages, {
      token: adminToken,
      query: { feature: 'likes' },
    });
    expect(likes.body.data.find((row) => row.page.id === owner.page.id)).toMatchObject({
      status: 'subscribed',
      owners: [{ id: owner.user.id }],
      posts: null,
      sent: 0,
    });
    const comments = await server.call(adminConsoleEndpoints.engagementPages, {
      token: adminToken,
      query: { feature: 'comments' },
    });
    expect(comments.body.data.some((row) => row.page.id === owner.page.id)).toBe(false);

    const owners = await server.call(adminConsoleEndpoints.pageOwners, {
      token: adminToken,
      query: { search: owner.user.username },
    });
    expect(owners.body.data).toEqual([
      {
        user: { id: owner.user.id, name: owner.user.name, username: owner.user.username },
        pages: [{ id: owner.page.id, name: owner.page.name, status: 'subscribed' }],
        instagram_accounts: [{ id: owner.account.id, username: owner.account.username }],
      },
    ]);
    expect((await server.callRefused(adminConsoleEndpoints.pageOwners, { token: ownerToken })).status).toBe(403);
  });
});

describe('referral agents', () => {
  it('lists agents with their pages for the admin; an agent sees only their own pages and totals', async () => {
    const agent = await createOwner(db());
    const otherAgent = await createOwner(db());
    await db().update(users).set({ isReferral: true }).where(eq(users.id, agent.user.id));
    await db().update(users).set({ isReferral: true }).where(eq(users.id, otherAgent.user.id));
    const expired = new Date(server.clock.now().getTime() - 86_400_000);
    await db().update(pages).set({ referralUserId: agent.user.id }).where(eq(pages.id, agent.page.id));
    await db()
      .update(pages)
      .set({ referralUserId: agent.user.id, expiresAt: expired })
      .where(eq(pages.id, otherAgent.page.id));

    const list = await server.call(adminConsoleEndpoints.referralAgents, { token: adminToken });
    const listed = list.body.data.find((row) => row.agent.id === agent.user.id);
    expect(listed!.totals).toEqual({ pages: 2, active: 1, commission: 0 });
    expect(listed!.pages.map((page) => page.status).sort()).toEqual(['expired', 'subscribed']);
    expect(list.body.data.find((row) => row.agent.id === otherAgent.user.id)!.pages).toEqual([]);

    const own = await server.call(adminConsoleEndpoints.ownReferralPages, {
      token: (await server.login(agent.user.username, agent.password)).access_token,
    });
    expect(own.body.agent.id).toBe(agent.user.id);
    expect(own.body.pages.map((page) => page.id).sort()).toEqual([agent.page.id, otherAgent.page.id].sort());
    const others = await server.call(adminConsoleEndpoints.ownReferralPages, {
      token: (await server.login(otherAgent.user.username, otherAgent.password)).access_token,
    });
    expect(others.body.pages).toEqual([]);

    expect((await server.callRefused(adminConsoleEndpoints.ownReferralPages, { token: ownerToken })).status).toBe(403);
    expect((await server.callRefused(adminConsoleEndpoints.referralAgents, { token: ownerToken })).status).toBe(403);
  });

  it("counts the agent's commission and the month's revenue from the paid invoices of the agent's pages", async () => {
    const agent = await createOwner(db());
    await db().update(users).set({ isReferral: true }).where(eq(users.id, agent.user.id));
    await db().update(pages).set({ referralUserId: agent.user.id }).where(eq(pages.id, agent.page.id));
    const before = (await server.call(adminConsoleEndpoints.homeStats, { token: adminToken })).body;
    const offered = (await server.call(billingEndpoints.adminPackages, { token: adminToken })).body.data;
    const plan = offered.find((candidate) => !candidate.retired)!;
    const renewed = await server.call(billingEndpoints.renewPage, {
      token: adminToken,
      params: { id: agent.page.id },
      query: { package_id: plan.id, months: plan.periods[0]!, discount: 0 },
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const invoice = renewed.body.invoice;
    expect(invoice.commission).toBeGreaterThan(0);

    const own = await server.call(adminConsoleEndpoints.ownReferralPages, {
      token: (await server.login(agent.user.username, agent.password)).access_token,
    });
    expect(own.body.totals.commission).toBe(invoice.commission);
    const after = (await server.call(adminConsoleEndpoints.homeStats, { token: adminToken })).body;
    expect(after.revenue_month - before.revenue_month).toBe(invoice.paid);
  });
});
