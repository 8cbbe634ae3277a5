import type { InterfaceLocale, NotificationCategory, NotificationList } from '@app/contract';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { categoryOf, templatesOf } from './notification-categories.ts';
import { renderNotification, storedNotification, type NotificationTemplate } from './notification-templates.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

type NewNotification = Parameters<NotificationsRepository['create']>[0];

export function createNotificationsService(
  repository: NotificationsRepository,
  clock: Clock,
  events: Pick<DomainEvents, 'publish'>,
) {
  /** Every new notice is announced, so the user's open screens and devices learn of it at once. */
  async function notify(values: NewNotification) {
    const row = await repository.create(values);
    void events.publish('notification.created', { userId: row.userId, notificationId: row.id, template: row.template });
    return row;
  }

  return {
    async list(
      userId: number,
      query: {
        page: number;
        limit: number;
        unread?: '0' | '1' | undefined;
        category?: NotificationCategory | undefined;
      },
      locale: InterfaceLocale,
    ): Promise<NotificationList> {
      const [{ rows, matching }, counts] = await Promise.all([
        repository.listForUser(userId, {
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
          unreadOnly: query.unread === '1',
          templates: query.category ? templatesOf(query.category) : null,
        }),
        repository.countForUser(userId),
      ]);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          ...((row.template && renderNotification(row.template, row.params ?? {}, locale)) || {
            title: row.title,
            message: row.message,
          }),
          url: row.url,
          category: categoryOf(row.template),
          read_at: row.readAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
        total: matching,
        unread: counts.unread,
      };
    },

    notify,

    /** A system notice in the reader's language; the stored title and message are the Arabic fallback. */
    async notifyWithTemplate(
      userId: number,
      template: NotificationTemplate,
      params: Record<string, string | number>,
      url: string | null = null,
    ) {
      return notify({ userId, ...storedNotification(template, params), url });
    },

    /** One template's notice to many users at once, each announced like any other. */
    async notifyManyWithTemplate(
      userIds: number[],
      template: NotificationTemplate,
      params: Record<string, string | number>,
      url: string | null = null,
    ) {
      const stored = storedNotification(template, params);
      const rows = await repository.createMany(userIds.map((userId) => ({ userId, ...stored, url })));
      for (const row of rows)
        void events.publish('notification.created', { userId: row.userId, notificationId: row.id, template });
      return rows.length;
    },

    /** The notice as the user reads it in `locale` (a push to one of their devices). */
    async render(userId: number, id: number, locale: InterfaceLocale) {
      const row = await repository.findForUser(userId, id);
      if (!row) return null;
      const text = (row.template && renderNotification(row.template, row.params ?? {}, locale)) || {
        title: row.title,
        message: row.message,
      };
      return { ...text, url: row.url };
    },

    async markRead(userId: number, id: number) {
      if (!(await repository.markRead(userId, id, clock.now()))) throw notFound();
    },

    async markAllRead(userId: number) {
      await repository.markAllRead(userId, clock.now());
    },

    async delete(userId: number, id: number) {
      if (!(await repository.delete(userId, id))) throw notFound();
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
