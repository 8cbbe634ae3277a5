import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

import { interfaceLocales } from '@app/contract/locale';
import { featureSlugs, type InstagramAccountType } from '@app/contract/page-features';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** Where a password reset link is mailed when SMTP is configured (set on the profile screen). */
    email: text('email'),
    avatar: text('avatar'),
    /** The interface language the user chose on the profile screen (null: the browser's). */
    locale: text('locale', { enum: interfaceLocales }),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReferral: boolean('is_referral').notNull().default(false),
    totalStorageMb: integer('total_storage_mb').notNull().default(100),
    usedStorageMb: integer('used_storage_mb').notNull().default(0),
    facebookUserId: text('facebook_user_id'),
    facebookTokenEncrypted: text('facebook_token_encrypted'),
    /** An admin blocked the user: they cannot sign in and their sessions ended (features/admin/users). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_facebook_user_id_key').on(table.facebookUserId),
    // The admin searches match prefixes (LIKE 'term%'), which an index needs text_pattern_ops for.
    index('users_username_prefix_idx').using('btree', sql`lower(${table.username}) text_pattern_ops`),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  instagram: boolean('instagram').notNull(),
  /** The Instagram Login window (graph.instagram.com, no Facebook Page), not Facebook's dialog. */
  instagramLogin: boolean('instagram_login').notNull().default(false),
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
    /** Each sign-in is one token: the device and address it came from, shown in the owner's sessions list. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
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
  /** The features a page or account on this package has (page_features is set from it at each renewal). */
  features: text('features', { enum: featureSlugs }).array().notNull().default([]),
  /** The owner's storage quota on this package, in MB (null: the default). */
  storageMb: integer('storage_mb'),
  /** The periods (months) a subscription to it may be bought for. */
  periodsMonths: integer('periods_months').array().notNull().default([1, 3, 6, 12]),
  /** Retired: no new subscription; pages already on it keep it until they renew on another. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
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
    /** The subscription check last saw the app subscribed with every field the page needs (features/linking). */
    subscriptionSeenAt: timestamp('subscription_seen_at', { withTimezone: true }),
    /** The subscription check last found the page unsubscribed (or a field missing) and subscribed it again. */
    subscriptionHealedAt: timestamp('subscription_healed_at', { withTimezone: true }),
    /** Owners were told the subscription could not be restored; cleared once the page is subscribed again. */
    subscriptionNoticeAt: timestamp('subscription_notice_at', { withTimezone: true }),
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
  (table) => [
    uniqueIndex('pages_meta_page_id_key').on(table.metaPageId),
    index('pages_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    index('pages_domain_prefix_idx').using('btree', sql`lower(${table.domain}) text_pattern_ops`),
  ],
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
    /** Meta's `account_type` at the last link or reconnect. */
    accountType: text('account_type').$type<InstagramAccountType>().notNull().default('BUSINESS'),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** As a page's: `renewed` once a paid invoice renewed it (features/billing). */
    status: text('status', { enum: ['subscribed', 'renewed'] })
      .notNull()
      .default('subscribed'),
    tokenInvalidAt: timestamp('token_invalid_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * How it was linked: through its Facebook Page (`facebook`, the page's token, graph.facebook.com) or with
     * Instagram Login (`instagram`, its own token below, graph.instagram.com, no page).
     */
    login: text('login', { enum: ['facebook', 'instagram'] })
      .notNull()
      .default('facebook'),
    /** Instagram Login: the account's own long-lived token (60 days, refreshed by `linking.instagram-token-refresh`). */
    tokenEncrypted: text('token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenRefreshedAt: timestamp('token_refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('instagram_accounts_meta_account_id_key').on(table.metaAccountId),
    index('instagram_accounts_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    index('instagram_accounts_username_prefix_idx').using('btree', sql`lower(${table.username}) text_pattern_ops`),
    check('instagram_accounts_account_type', sql`${table.accountType} in ('BUSINESS', 'MEDIA_CREATOR')`),
    check('instagram_accounts_login', sql`${table.login} in ('facebook', 'instagram')`),
  ],
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
