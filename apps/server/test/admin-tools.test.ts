import { adminEndpoints, adminToolsEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, users, webhookEvents } from '../src/platform/db/schema.ts';
import { createOwner, linkedSeller } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  // At info, so that the log viewer has the requests' lines to show.
  server = await startTestServer({ LOG_LEVEL: 'info' });
  const admin = await server.login('admin', 'Admin@2026');
  adminToken = admin.access_token;
  adminId = admin.user.id;
});
afterAll(async () => {
  await server?.stop();
});

async function notAdmins() {
  const db = server.runtime.database.db;
  const owner = await createOwner(db);
  const referral = await createOwner(db);
  await db.update(users).set({ isReferral: true }).where(eq(users.id, referral.user.id));
  const impersonation = await server.request<{ access_token: string }>(
    'POST',
    `/api/admin/users/${owner.user.id}/impersonate`,
    { token: adminToken },
  );
  return {
    owner: (await server.login(owner.user.username, owner.password)).access_token,
    referral: (await server.login(referral.user.username, referral.password)).access_token,
    impersonating: impersonation.body.access_token,
  };
}

async function auditActions(action: string) {
  const log = await server.call(adminEndpoints.auditLog, {
    token: adminToken,
    query: { user_id: adminId, limit: 100 },
  });
  return log.body.data.filter((entry) => entry.action === action);
}

describe('technical links', () => {
  it("carries a single-use 2-minute token, never the admin's session token, traded once for a session", async () => {
    const minted = await server.call(adminToolsEndpoints.mintLinkToken, { token: adminToken, body: { tool: 'logs' } });
    expect(minted.status).toBe(200);
    const url = new URL(minted.body.url);
    expect(url.pathname).toBe('/admin/tools/logs');
    expect(minted.body.url).not.toContain(adminToken);
    expect(url.searchParams.has('access_token')).toBe(false);
    const linkToken = url.searchParams.get('link_token')!;
    expect(linkToken.length).toBeGreaterThan(30);
    expect(Date.parse(minted.body.expires_at) - server.clock.now().getTime()).toBe(120_000);

    const exchanged = await server.call(adminToolsEndpoints.exchangeLinkToken, { body: { link_token: linkToken } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user.id).toBe(adminId);
    expect(exchanged.body.admin).toBe(true);
    expect(exchanged.body.access_token).not.toBe(adminToken);
    const queues = await server.call(adminToolsEndpoints.queues, { token: exchanged.body.access_token });
    expect(queues.status).toBe(200);

    const again = await server.callRefused(adminToolsEndpoints.exchangeLinkToken, {
      body: { link_token: linkToken },
      headers: { locale: 'en' },
    });
    expect(again.status).toBe(401);
    expect(again.body.message).toContain('expired or was already used');
  });

  it('is dead after 2 minutes, and refused to owners, referral agents and admins acting as owners', async () => {
    const minted = await server.call(adminToolsEndpoints.mintLinkToken, {
      token: adminToken,
      body: { tool: 'queues' },
    });
    const linkToken = new URL(minted.body.url).searchParams.get('link_token')!;
    server.clock.advance(120_001);
    try {
      const late = await server.callRefused(adminToolsEndpoints.exchangeLinkToken, { body: { link_token: linkToken } });
      expect(late.status).toBe(401);
    } finally {
      server.clock.advance(-120_001);
    }
    // An admin who is no longer one by the time the link is opened gets no session from it.
    const db = server.runtime.database.db;
    const formerAdmin = await createOwner(db, { admin: true });
    const former = await server.login(formerAdmin.user.username, formerAdmin.password);
    const formerLink = await server.call(adminToolsEndpoints.mintLinkToken, {
      token: former.access_token,
      body: { tool: 'debug' },
    });
    await db.update(users).set({ isAdmin: false }).where(eq(users.id, formerAdmin.user.id));
    const demoted = await server.callRefused(adminToolsEndpoints.exchangeLinkToken, {
      body: { link_token: new URL(formerLink.body.url).searchParams.get('link_token')! },
    });
    expect(demoted.status).toBe(401);

    const unknown = await server.callRefused(adminToolsEndpoints.exchangeLinkToken, {
      body: { link_token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(401);

    const callers = await notAdmins();
    for (const token of Object.values(callers)) {
      const refused = await server.callRefused(adminToolsEndpoints.mintLinkToken, { token, body: { tool: 'debug' } });
      expect(refused.status).toBe(403);
      for (const endpoint of [adminToolsEndpoints.queues, adminToolsEndpoints.pageErrors, adminToolsEndpoints.logs]) {
        expect((await server.callRefused(endpoint, { token })).status).toBe(403);
      }
    }
  });
});

describe('log viewer', () => {
  it('finds recent lines by level, request id, text and time', async () => {
    await server.call(adminToolsEndpoints.queues, { token: adminToken });
    const all = await server.call(adminToolsEndpoints.logs, { token: adminToken, query: { search: 'tools/queues' } });
    expect(all.status).toBe(200);
    const line = all.body.data.find((entry) => entry.message === 'served');
    expect(line).toBeDefined();
    expect(line!.request_id).not.toBeNull();
    expect(line!.level).toBe('info');
    expect(JSON.stringify(all.body)).not.toContain(adminToken);

    const byRequest = await server.call(adminToolsEndpoints.logs, {
      token: adminToken,
      query: { request_id: line!.request_id! },
    });
    expect(byRequest.body.data.every((entry) => entry.request_id === line!.request_id)).toBe(true);
    expect(byRequest.body.data.length).toBeGreaterThan(0);
    const errorsOnly = await server.call(adminToolsEndpoints.logs, { token: adminToken, query: { level: 'error' } });
    expect(errorsOnly.body.data.every((entry) => entry.level === 'error' || entry.level === 'fatal')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await server.call(adminToolsEndpoints.logs, { token: adminToken, query: { from: future } });
    expect(later.body.data).toEqual([]);
  });
});

describe('debugging tool', () => {
  it('shows Graph calls with status and timing and never a token', async () => {
    const seller = await linkedSeller(server, 'Graph Watcher');
    const calls = await server.call(adminToolsEndpoints.graphCalls, { token: adminToken, query: { limit: 500 } });
    expect(calls.status).toBe(200);
    expect(calls.body.data.length).toBeGreaterThan(0);
    expect(calls.body.data[0]).toMatchObject({ method: expect.any(String), status: expect.any(Number) });
    const text = JSON.stringify(calls.body);
    expect(text).not.toContain(seller.token);
    expect(text).not.toMatch(/access_token=|appsecret_proof|Bearer/i);
    expect(calls.body.data.every((call) => !call.path.includes('?'))).toBe(true);
  });

  it("lists webhook deliveries and one comment's trail by Meta's id", async () => {
    const db = server.runtime.database.db;
    const commentId = `555_${Date.now()}`;
    await db.insert(webhookEvents).values({
      naturalKey: `fb:comment:${commentId}:add`,
      object: 'page',
      accountId: '555',
      kind: 'fb.comment',
      payload: { comment_id: commentId },
      status: 'done',
    });
    const deliveries = await server.call(adminToolsEndpoints.webhookDeliveries, {
      token: adminToken,
      query: { account_id: '555' },
    });
    expect(deliveries.body.data.map((row) => row.natural_key)).toContain(`fb:comment:${commentId}:add`);
    const trail = await server.call(adminToolsEndpoints.trail, { token: adminToken, query: { meta_id: commentId } });
    expect(trail.status).toBe(200);
    expect(trail.body.events).toHaveLength(1);
    expect(trail.body.events[0]!.payload).toEqual({ comment_id: commentId });
    const none = await server.call(adminToolsEndpoints.trail, { token: adminToken, query: { meta_id: '%' } });
    expect(none.body.events).toEqual([]);
  });
});

describe('queue monitor', () => {
  it("counts each queue's jobs and retries or deletes a failed one, written to the audit log", async () => {
    const queues = await server.call(adminToolsEndpoints.queues, { token: adminToken });
    expect(queues.body.data.map((queue) => queue.name)).toContain('webhooks.process-event');
    expect(queues.body.data.every((queue) => !queue.name.startsWith('__pgboss__'))).toBe(true);

    const { executeSql } = server.runtime.database;
    const first = await server.runtime.queue.enqueue(
      'inbox.profile',
      { subscriberId: 2_000_000_001 },
      { startAfter: 3600 },
    );
    const second = await server.runtime.queue.enqueue(
      'inbox.profile',
      { subscriberId: 2_000_000_002 },
      { startAfter: 3600 },
    );
    await executeSql(
      `UPDATE pgboss.job SET state = 'failed', output = '{"message":"boom"}' WHERE id = ANY($1::uuid[])`,
      [[first, second]],
    );
    const failed = await server.call(adminToolsEndpoints.queueJobs, {
      token: adminToken,
      query: { queue: 'inbox.profile', state: 'failed' },
    });
    expect(failed.body.data.map((job) => job.id)).toEqual(expect.arrayContaining([first, second]));
    const counted = await server.call(adminToolsEndpoints.queues, { token: adminToken });
    expect(counted.body.data.find((queue) => queue.name === 'inbox.profile')!.failed).toBeGreaterThanOrEqual(2);

    const retried = await server.call(adminToolsEndpoints.retryQueueJob, {
      token: adminToken,
      body: { queue: 'inbox.profile', job_id: first! },
    });
    expect(retried.status).toBe(204);
    const deleted = await server.call(adminToolsEndpoints.deleteQueueJob, {
      token: adminToken,
      body: { queue: 'inbox.profile', job_id: second! },
    });
    expect(deleted.status).toBe(204);
    const states = await executeSql(`SELECT id, state FROM pgboss.job WHERE id = ANY($1::uuid[])`, [[first, second]]);
    expect(states.rows.find((row) => row.id === first)?.state).not.toBe('failed');
    expect(states.rows.find((row) => row.id === second)).toBeUndefined();
    // Only failed jobs: a deleted (or never failed) job is not found.
    const again = await server.callRefused(adminToolsEndpoints.deleteQueueJob, {
      token: adminToken,
      body: { queue: 'inbox.profile', job_id: second! },
    });
    expect(again.status).toBe(404);
    expect((await auditActions('queue-job.retry')).map((entry) => entry.resource_id)).toContain(first);
    expect((await auditActions('queue-job.delete')).map((entry) => entry.resource_id)).toContain(second);
  });
});

describe('errors list', () => {
  it('deletes and retries failed events, written to the audit log', async () => {
    const db = server.runtime.database.db;
    const rows = await db
      .insert(webhookEvents)
      .values(
        [1, 2].map((index) => ({
          naturalKey: `msg:failed-${index}-${Date.now()}`,
          object: 'page',
          accountId: '777',
          kind: 'unknown.kind',
          payload: {},
          status: 'failed' as const,
          attempts: 5,
          lastError: 'boom',
        })),
      )
      .returning({ id: webhookEvents.id });
    const [toDelete, toRetry] = rows.map((row) => row.id);
    expect(
      (await server.call(adminToolsEndpoints.deleteFailedEvent, { token: adminToken, params: { id: toDelete! } }))
        .status,
    ).toBe(204);
    expect(
      (
        await server.callRefused(adminToolsEndpoints.deleteFailedEvent, {
          token: adminToken,
          params: { id: toDelete! },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call(adminEndpoints.retryFailedEvent, { token: adminToken, params: { id: toRetry! } })).status,
    ).toBe(204);
    expect((await auditActions('webhook-event.delete')).map((entry) => entry.resource_id)).toContain(String(toDelete));
    expect((await auditActions('webhook-event.retry')).map((entry) => entry.resource_id)).toContain(String(toRetry));
  });

  it('lists pages Meta stopped working for and checks one again', async () => {
    const db = server.runtime.database.db;
    const owner = await createOwner(db);
    await db
      .update(pages)
      .set({ tokenInvalidAt: new Date(), missingPermissions: ['pages_manage_metadata'] })
      .where(eq(pages.id, owner.page.id));
    const list = await server.call(adminToolsEndpoints.pageErrors, { token: adminToken });
    const row = list.body.data.find((entry) => entry.page_id === owner.page.id);
    expect(row).toMatchObject({
      problems: ['token-invalid', 'missing-permission'],
      missing_permissions: ['pages_manage_metadata'],
    });
    const retried = await server.call(adminToolsEndpoints.retryPageError, {
      token: adminToken,
      params: { id: owner.page.id },
    });
    expect(retried.status).toBe(204);
    const entries = await server.call(adminEndpoints.auditLog, {
      token: adminToken,
      query: { page_id: owner.page.id },
    });
    expect(entries.body.data.map((entry) => entry.action)).toContain('page.subscription-check');
    const missing = await server.callRefused(adminToolsEndpoints.retryPageError, {
      token: adminToken,
      params: { id: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });
});
