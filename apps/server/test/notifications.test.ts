import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationsEndpoints } from '@app/contract';
import { startTestServer, type TestServer } from './test-server.ts';
import { addNotifications, createOwner } from './fixtures.ts';
import { openEventStream } from './inbox-event-stream.ts';

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

  it('filters by kind and by unread, counting what matches for the pages', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const { notifications } = server.runtime.services;
    await addNotifications(server.runtime.database.db, owner.user.id, 2);
    const order = await notifications.notifyWithTemplate(owner.user.id, 'order-requested', { number: '7' });
    await notifications.notifyWithTemplate(owner.user.id, 'order-requested', { number: '8' });
    await notifications.notifyWithTemplate(owner.user.id, 'post-not-published', {
      name: 'Shop',
      problem: 'meta-item',
      meta: 'refused',
    });
    const { access_token } = await server.login(owner.user.username, owner.password);
    await server.call(notificationsEndpoints.markRead, { params: { id: order.id }, token: access_token });

    const orders = notificationListSchema.parse(
      (await server.call(notificationsEndpoints.list, { query: { category: 'orders' }, token: access_token })).body,
    );
    expect(orders.notifications.map((item) => item.category)).toEqual(['orders', 'orders']);
    expect(orders.total).toBe(2);
    expect(orders.unread).toBe(4);
    const unreadOrders = await server.call(notificationsEndpoints.list, {
      query: { category: 'orders', unread: '1' },
      token: access_token,
      headers: { locale: 'en' },
    });
    const unreadOrderList = notificationListSchema.parse(unreadOrders.body);
    expect(unreadOrderList.total).toBe(1);
    expect(unreadOrderList.notifications[0]!.title).toContain('8');
    const posts = await server.call(notificationsEndpoints.list, { query: { category: 'posts' }, token: access_token });
    expect(posts.body.total).toBe(1);
    const all = await server.call(notificationsEndpoints.list, { token: access_token });
    expect(all.body.total).toBe(5);
    const unknownKind = await server.callInvalid(notificationsEndpoints.list, {
      query: { category: 'secrets' } as never,
      token: access_token,
    });
    expect(unknownKind.status).toBe(422);
  });

  it("tells the user's open event stream of a new notification, and nobody else's", async () => {
    const owner = await createOwner(server.runtime.database.db);
    const other = await createOwner(server.runtime.database.db);
    const ownerSession = await server.login(owner.user.username, owner.password);
    const otherSession = await server.login(other.user.username, other.password);
    const ownerStream = await openEventStream(server.baseUrl, ownerSession.access_token);
    const otherStream = await openEventStream(server.baseUrl, otherSession.access_token);
    try {
      await server.runtime.services.notifications.notifyWithTemplate(owner.user.id, 'order-requested', { number: '1' });
      await ownerStream.next((event) => event.type === 'notification');
      await server.runtime.services.notifications.notifyWithTemplate(other.user.id, 'order-requested', { number: '2' });
      await otherStream.next((event) => event.type === 'notification');
      expect(ownerStream.events.filter((event) => event.type === 'notification')).toHaveLength(1);
    } finally {
      await ownerStream.close();
      await otherStream.close();
    }
  });
});
