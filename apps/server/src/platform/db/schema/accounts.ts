import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { featureSlugs } from '@app/contract/page-features';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReferral: boolean('is_referral').notNull().default(false),
    totalStorageMb: integer('total_storage_mb').notNull().default(100),
    usedStorageMb: integer('used_storage_mb').notNull().default(0),
    facebookUserId: text('facebook_user_id'),
    facebookTokenEncrypted: text('facebook_token_encrypted'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_facebook_user_id_key').on(table.facebookUserId),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  instagram: boolean('instagram').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['remember', 'session', 'impersonation'] }).notNull(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_key').on(table.tokenHash),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  monthlyReplyLimit: integer('monthly_reply_limit'),
  createdAt: createdAt(),
});

export const pages = pgTable(
  'pages',
  {
    id: id(),
    metaPageId: text('meta_page_id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    domain: text('domain'),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    referralUserId: integer('referral_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    status: text('status', { enum: ['subscribed', 'renewed'] })
      .notNull()
      .default('subscribed'),
    accessTokenEncrypted: text('access_token_encrypted'),
    tokenInvalidAt: timestamp('token_invalid_at', { withTimezone: true }),
    /** Set when Meta refused to subscribe the app to the page (all fields or some); cleared by a full subscription. */
    subscriptionFailedAt: timestamp('subscription_failed_at', { withTimezone: true }),
    subscriptionError: text('subscription_error'),
    subscriptionRefusedFields: text('subscription_refused_fields').array().notNull().default([]),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Permissions Meta refused a call for (named, or the capability's own): each closes only the capabilities that
     * need it (features/pages/capabilities.ts); the token stays valid. Cleared by reconnecting.
     */
    missingPermissions: text('missing_permissions').array().notNull().default([]),
    /** Meta blocked the page from sending (code 368) until then: its replies wait, then go out by themselves. */
    sendingPausedUntil: timestamp('sending_paused_until', { withTimezone: true }),
    /** Why the page's automations are paused on our side (plan expired, admin block) once its owners were told. */
    automationsPausedFor: text('automations_paused_for', { enum: ['plan-expired', 'page-blocked'] }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('pages_meta_page_id_key').on(table.metaPageId)],
);

export const pageOwners = pgTable(
  'page_owners',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.userId] }), index('page_owners_user_id_idx').on(table.userId)],
);

export const pageFeatures = pgTable(
  'page_features',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: featureSlugs }).notNull(),
    /** The owner turned the feature on (page commenter, likes); once set it stays: only an admin removes the feature. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.slug] })],
);

export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: id(),
    metaAccountId: text('meta_account_id').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    tokenInvalidAt: timestamp('token_invalid_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('instagram_accounts_meta_account_id_key').on(table.metaAccountId)],
);

export const instagramAccountOwners = pgTable(
  'instagram_account_owners',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('instagram_account_owners_user_id_idx').on(table.userId),
  ],
);

export const instagramAccountFeatures = pgTable(
  'instagram_account_features',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: featureSlugs }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.slug] })],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stores_page_id_idx').on(table.pageId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** System notifications are stored as a template and rendered in the reader's language. */
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
