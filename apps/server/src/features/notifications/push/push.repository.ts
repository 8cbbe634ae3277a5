import { and, count, eq, inArray } from 'drizzle-orm';
import type { InterfaceLocale, PushPreferences } from '@app/contract';
import type { Db } from '../../../platform/db/database.ts';
import { pushPreferences, pushSubscriptions } from '../../../platform/db/schema.ts';

const everyKind: PushPreferences = { order: true, conversation: true, post: true };

export function createPushRepository(db: Db) {
  return {
    async preferencesOf(userId: number): Promise<PushPreferences> {
      const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
      return row ? { order: row.order, conversation: row.conversation, post: row.post } : everyKind;
    },

    async savePreferences(userId: number, preferences: PushPreferences, now: Date) {
      await db
        .insert(pushPreferences)
        .values({ userId, ...preferences, updatedAt: now })
        .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...preferences, updatedAt: now } });
    },

    async deviceCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.total ?? 0;
    },

    /** A device that subscribes again (or for another user of the same browser) is one row, the latest user's. */
    async saveSubscription(values: {
      userId: number;
      endpoint: string;
      p256dh: string;
      auth: string;
      locale: InterfaceLocale;
    }) {
      const { userId, p256dh, auth, locale } = values;
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth, locale } });
    },

    async removeSubscription(userId: number, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    subscriptionsOf(userId: number) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** The push service said the device is gone (404/410). */
    async forgetSubscriptions(ids: number[]) {
      if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
