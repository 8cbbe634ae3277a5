import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationsEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { addNotifications, createOwner } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('notifications', () => {
  it('lists newest first with total and unread, in pages', async () => {
    const owner = await createOwner(server.runtime.database.db);
    await addNotifications(server.runtime.database.db, owner.user.id, 25);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const first = await server.call(notificationsEndpoints.list, {
      query: { page: 1, limit: 20 },
      token: access_token,
    });
    expect(first.status).toBe(200);
    const list = notificationListSchema.parse(first.body);
    expect(list.total).toBe(25);
    expect(list.unread).toBe(25);
    expect(list.notifications).toHaveLength(20);
    expect(list.notifications[0]!.title).toBe('Title 25');
    const second = await server.call(notificationsEndpoints.list, {
      query: { page: 2, limit: 20 },
      token: access_token,
    });
    expect(second.body.notifications).toHaveLength(5);
  });

  it('marks one and then all notifications read', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const rows = await addNotifications(server.runtime.database.db, owner.user.id, 3);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const marked = await server.call(notificationsEndpoints.markRead, {
      params: { id: rows[0]!.id },
      token: access_token,
    });
    expect(marked.status).toBe(204);
    let list = await server.call(notificationsEndpoints.list, { token: access_token });
    expect(list.body.unread).toBe(2);
    const unreadOnly = await server.call(notificationsEndpoints.list, { query: { unread: '1' }, token: access_token });
    expect(unreadOnly.body.notifications).toHaveLength(2);
    await server.call(notificationsEndpoints.markAllRead, { token: access_token });
    list = await server.call(notificationsEndpoints.list, { token: access_token });
    expect(list.body.unread).toBe(0);
    expect(list.body.notifications.every((item: { read_at: string | null }) => item.read_at !== null)).toBe(true);
  });

  it('deletes a notification', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const rows = await addNotifications(server.runtime.database.db, owner.user.id, 2);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const deleted = await server.call(notificationsEndpoints.remove, {
      params: { id: rows[0]!.id },
      token: access_token,
    });
    expect(deleted.status).toBe(204);
    const list = await server.call(notificationsEndpoints.list, { token: access_token });
    expect(list.body.total).toBe(1);
  });

  it("cannot read, mark or delete another user's notification", async () => {
    const owner = await createOwner(server.runtime.database.db);
    const other = await createOwner(server.runtime.database.db);
    const [foreign] = await addNotifications(server.runtime.database.db, other.user.id, 1);
    const { access_token } = await server.login(owner.user.username, owner.password);
    const list = await server.call(notificationsEndpoints.list, { token: access_token });
    expect(list.body.total).toBe(0);
    const mark = await server.callRefused(notificationsEndpoints.markRead, {
      params: { id: foreign!.id },
      token: access_token,
      headers: { locale: 'en' },
    });
    expect(mark.status).toBe(404);
    expect(mark.body.message).toBe('The item does not exist or you are not authorized.');
    const remove = await server.callRefused(notificationsEndpoints.remove, {
      params: { id: foreign!.id },
      token: access_token,
    });
    expect(remove.status).toBe(404);
    const otherSession = await server.login(other.user.username, other.password);
    const stillThere = await server.call(notificationsEndpoints.list, { token: otherSession.access_token });
    expect(stillThere.body.unread).toBe(1);
  });

  it('answers 422 for a limit out of range', async () => {
    const { access_token } = await server.login('demo', 'Demo@2026');
    const response = await server.callInvalid(notificationsEndpoints.list, {
      query: { limit: 1000 },
      token: access_token,
      headers: { locale: 'en' },
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual(['limit']);
  });
});
