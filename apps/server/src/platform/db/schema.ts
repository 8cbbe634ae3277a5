import { sql } from 'drizzle-orm';
import {
  bigint,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

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
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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

export const webhookEventStatuses = ['pending', 'processing', 'done', 'failed'] as const;

/** Every event Meta delivered, stored once under its natural key: duplicates and replays stop at the unique index. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    naturalKey: text('natural_key').notNull(),
    object: text('object').notNull(),
    accountId: text('account_id').notNull(),
    kind: text('kind').notNull(),
    isEcho: boolean('is_echo').notNull().default(false),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: webhookEventStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_events_natural_key_key').on(table.naturalKey),
    index('webhook_events_status_next_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Embedded default: how far the webhook journal has been imported (same transaction as the imported rows). */
export const webhookJournalCheckpoints = pgTable('webhook_journal_checkpoints', {
  name: text('name').primaryKey(),
  segment: integer('segment').notNull(),
  offset: bigint('offset', { mode: 'number' }).notNull(),
});

export const replyCampaigns = pgTable(
  'reply_campaigns',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metaPostId: text('meta_post_id').notNull(),
    status: text('status', { enum: ['running', 'stopped_error', 'paused'] })
      .notNull()
      .default('running'),
    /** The validated reply form (texts, message, buttons, cards, keywords, options). */
    settings: jsonb('settings').notNull(),
    stopAt: timestamp('stop_at', { withTimezone: true }),
    planLimitReached: boolean('plan_limit_reached').notNull().default(false),
    errorCategory: text('error_category'),
    errorCode: integer('error_code'),
    errorSubcode: integer('error_subcode'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reply_campaigns_page_post_idx').on(table.pageId, table.metaPostId, table.status)],
);

export const commentTemplates = pgTable(
  'comment_templates',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    replies: jsonb('replies').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('comment_templates_page_idx').on(table.pageId)],
);

export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: jsonb('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reply_templates_page_idx').on(table.pageId)],
);

/** Posts the page commenter answers on: at most the page's two latest posts are enabled at a time. */
export const pageCommenterPosts = pgTable(
  'page_commenter_posts',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    metaPostId: text('meta_post_id').notNull(),
    postCreatedAt: timestamp('post_created_at', { withTimezone: true }).notNull(),
    comments: jsonb('comments').$type<string[]>().notNull(),
    commentTemplateId: integer('comment_template_id').references(() => commentTemplates.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('page_commenter_posts_page_post_key').on(table.pageId, table.metaPostId)],
);

/** What happened to each comment for each campaign: the answer to "why did this person (not) get a reply?". */
export const replyTrails = pgTable(
  'reply_trails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => replyCampaigns.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull(),
    commentId: text('comment_id').notNull(),
    commenterId: text('commenter_id'),
    commenterName: text('commenter_name'),
    commentText: text('comment_text').notNull(),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    decision: text('decision', { enum: ['matched', 'not_matching', 'filtered', 'skipped'] }).notNull(),
    reason: text('reason'),
    matchedWord: text('matched_word'),
    publicStatus: text('public_status', { enum: ['none', 'pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('none'),
    publicReplyId: text('public_reply_id'),
    publicError: text('public_error'),
    privateStatus: text('private_status', { enum: ['none', 'pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('none'),
    privateMessageId: text('private_message_id'),
    privateError: text('private_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reply_trails_campaign_comment_key').on(table.campaignId, table.commentId),
    index('reply_trails_campaign_commenter_idx').on(table.campaignId, table.commenterId),
    index('reply_trails_page_created_idx').on(table.pageId, table.createdAt),
  ],
);

/** Every call the engine decides to make to Meta, once: the idempotency key is unique. */
export const outboundActions = pgTable(
  'outbound_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: ['public_reply', 'private_reply', 'commenter_reply', 'like_comment'] }).notNull(),
    pageId: integer('page_id').notNull(),
    campaignId: integer('campaign_id').references(() => replyCampaigns.id, { onDelete: 'cascade' }),
    trailId: bigint('trail_id', { mode: 'number' }),
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    remoteId: text('remote_id'),
    errorCategory: text('error_category'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbound_actions_idempotency_key').on(table.idempotencyKey),
    index('outbound_actions_status_next_idx').on(table.status, table.nextAttemptAt),
    index('outbound_actions_page_kind_idx').on(table.pageId, table.kind),
  ],
);

/** Replies sent per page per month, reserved atomically against the plan's monthly limit. */
export const replyUsage = pgTable(
  'reply_usage',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.month] })],
);
