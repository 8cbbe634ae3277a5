import { adminEndpoints, notificationsEndpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications, createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

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

describe('the audit log of admin changes', () => {
  it('writes down each change an admin makes while acting as an owner, with the admin behind it', async () => {
    const owner = await createOwner(server.runtime.database.db);
    await addNotifications(server.runtime.database.db, owner.user.id, 2);
    const impersonation = await server.request<{ access_token: string }>(
      'POST',
      `/api/admin/users/${owner.user.id}/impersonate`,
      { token: adminToken },
    );
    const actingToken = impersonation.body.access_token;
    // Reading changes nothing and is not written down; marking every notice read is.
    await server.call(notificationsEndpoints.list, { token: actingToken });
    const marked = await server.call(notificationsEndpoints.markAllRead, {
      token: actingToken,
      headers: { 'page-id': String(owner.page.id) },
    });
    expect(marked.status).toBeLessThan(300);

    const log = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { user_id: owner.user.id } });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({
      actor: { id: adminId },
      acting_as: { id: owner.user.id, name: owner.user.name },
      action: 'impersonation.request',
      resource_id: 'POST /api/user/notifications/mark-all-read',
      page_id: owner.page.id,
      after: { status: marked.status },
    });
    const byPage = await server.call(adminEndpoints.auditLog, { token: adminToken, query: { page_id: owner.page.id } });
    expect(byPage.body.data.map((entry) => entry.id)).toEqual(log.body.data.map((entry) => entry.id));
  });

  it('pages through older entries and refuses owners and ids past the column', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const impersonation = await server.request<{ access_token: string }>(
      'POST',
      `/api/admin/users/${owner.user.id}/impersonate`,
      { token: adminToken },
    );
    for (let index = 0; index < 3; index++)
      await server.call(notificationsEndpoints.markAllRead, { token: impersonation.body.access_token });
    const first = await server.call(adminEndpoints.auditLog, {
      token: adminToken,
      query: { user_id: owner.user.id, limit: 2 },
    });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next_before).toBe(first.body.data[1]!.id);
    const rest = await server.call(adminEndpoints.auditLog, {
      token: adminToken,
      query: { user_id: owner.user.id, limit: 2, before: first.body.next_before! },
    });
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.next_before).toBeNull();

    const ownerSession = await server.login(owner.user.username, owner.password);
    const refused = await server.callRefused(adminEndpoints.auditLog, { token: ownerSession.access_token });
    expect(refused.status).toBe(403);
    const tooLarge = await server.callInvalid(adminEndpoints.auditLog, {
      token: adminToken,
      query: { page_id: '99999999999' as unknown as number },
    });
    expect(tooLarge.status).toBe(422);
  });
});
