import type { AppLocale, NotificationList } from '@app/contract';
import { renderNotification, storedNotification, type NotificationTemplate } from './notification-templates.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export function createNotificationsService(repository: NotificationsRepository, clock: Clock) {
  return {
    async list(
      userId: number,
      query: { page: number; limit: number; unread?: '0' | '1' | undefined },
      locale: AppLocale,
    ): Promise<NotificationList> {
      const [rows, counts] = await Promise.all([
        repository.listForUser(userId, {
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
          unreadOnly: query.unread === '1',
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
          read_at: row.readAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
        total: counts.total,
        unread: counts.unread,
      };
    },

    notify: repository.create,

    /** A system notice in the reader's language; the stored title and message are the Arabic fallback. */
    async notifyWithTemplate(
      userId: number,
      template: NotificationTemplate,
      params: Record<string, string | number>,
      url: string | null = null,
    ) {
      return repository.create({ userId, ...storedNotification(template, params), url });
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
