import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notifications } from '../../platform/db/schema.ts';

export function createNotificationsRepository(db: Db) {
  return {
    /** One page of the user's notifications matching the filters, and how many match in all. */
    async listForUser(
      userId: number,
      options: { offset: number; limit: number; unreadOnly: boolean; templates: string[] | null },
    ) {
      const filter = and(
        eq(notifications.userId, userId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
        options.templates ? inArray(notifications.template, options.templates) : undefined,
      );
      const [rows, [matching]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(filter)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(notifications).where(filter),
      ]);
      return { rows, matching: matching?.total ?? 0 };
    },

    async findForUser(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row ?? null;
    },

    /** Many users' notifications in one insert (an administrator's notice to every owner). */
    async createMany(
      rows: {
        userId: number;
        title: string;
        message: string;
        template: string;
        params: Record<string, string | number>;
        url: string | null;
      }[],
    ) {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning({ id: notifications.id, userId: notifications.userId });
    },

    async countForUser(userId: number) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    async create(values: {
      userId: number;
      title: string;
      message: string;
      url?: string | null;
      template?: string | null;
      params?: Record<string, string | number> | null;
    }) {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    /** Scoped by owner: answers false when the notification is not the user's, so callers can say 404. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number, now: Date) {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
