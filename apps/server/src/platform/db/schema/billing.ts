import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { instagramAccounts, pages, plans, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * One subscription or renewal of a page or an Instagram account (exactly one of the two): asked by an owner with a
 * receipt photo (`pending` until an admin confirms or rejects it) or made by an admin directly (`paid` at once).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, {
      onDelete: 'set null',
    }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The package's name when the invoice was made (a package may be renamed or retired later). */
    planName: text('plan_name').notNull(),
    /** Who asked (the owner) or the admin who renewed directly. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    referralUserId: integer('referral_user_id').references(() => users.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    cost: money('cost'),
    discount: money('discount'),
    commission: money('commission'),
    net: money('net'),
    status: text('status', { enum: ['pending', 'paid', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    receiptUrl: text('receipt_url'),
    rejectReason: text('reject_reason'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_page_id_idx').on(table.pageId),
    index('invoices_instagram_account_id_idx').on(table.instagramAccountId),
    index('invoices_status_created_idx').on(table.status, table.createdAt),
    check('invoices_months_positive', sql`${table.months} > 0`),
  ],
);

/** One expiry warning sent (3 days before, or on the day) per page or account per expiry: never twice. */
export const expiryWarnings = pgTable(
  'expiry_warnings',
  {
    /** `page:<id>` or `instagram:<id>`. */
    subject: text('subject').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['soon', 'today'] }).notNull(),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.expiresAt, table.kind] })],
);
