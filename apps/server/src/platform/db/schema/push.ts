import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** One device (a browser's push subscription) of a user; the push service answering 404/410 removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the device's user reads in when they subscribed: pushes are worded in it. */
    locale: text('locale').notNull().default('ar'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Which kinds of notification a user wants pushed; a user without a row gets every kind. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  order: boolean('order').notNull().default(true),
  conversation: boolean('conversation').notNull().default(true),
  post: boolean('post').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
