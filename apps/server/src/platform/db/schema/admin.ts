import {
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { pages, plans, users } from './accounts.ts';

/**
 * Every change an admin made (and every change made while an admin acted as an owner): who, what, when, and the
 * resource before and after. Page and account ids are plain columns, not references: the history outlives them.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    /** The admin who acted (while impersonating: the admin, never the owner). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner the admin was acting as, for changes made while impersonating. */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    pageId: integer('page_id'),
    instagramAccountId: integer('instagram_account_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_page_idx').on(table.pageId, table.id),
    index('admin_audit_log_instagram_idx').on(table.instagramAccountId, table.id),
    index('admin_audit_log_actor_idx').on(table.actorUserId, table.id),
  ],
);

/**
 * The single-use tokens of the admin's technical links (log viewer, debugging tool, queue monitor): only their SHA-256
 * is kept, each lives 2 minutes and is traded once for a session of the admin who made it.
 */
export const adminLinkTokens = pgTable(
  'admin_link_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tool: text('tool').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_link_tokens_token_hash_key').on(table.tokenHash)],
);

/**
 * The admin home's rollups: how many replies, messages (and how much revenue) each business day had, added to as
 * things happen so the statistics read a few rows instead of scanning millions of events. `day` is the date in the
 * business zone; `kind` names the counter (features/admin/home/daily-counts.ts).
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
);

/**
 * A page as the admin's page list shows it (its columns, owners and features), one JSON array per page, kept by
 * triggers (features/admin/sql/admin-page-rows.sql) so that the search reads one row per page found instead of the
 * page, its owners and their names and its features. The package and the referral agent are read by id with it
 * (a package renamed would otherwise rewrite every page on it).
 */
export const adminPageRows = pgTable('admin_page_rows', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
  referralUserId: integer('referral_user_id').references(() => users.id, { onDelete: 'set null' }),
  body: json('body').$type<unknown[]>().notNull(),
});
