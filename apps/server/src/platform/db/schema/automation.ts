import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, id } from './columns.ts';
import { instagramAccounts, pages } from './accounts.ts';

/** Where a reply campaign or template answers: a Facebook page's posts or an Instagram account's media. */
export const replyChannels = ['fb', 'instagram'] as const;

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
    // The connection doctor's "last event received" for one page or Instagram account.
    index('webhook_events_account_received_idx').on(table.accountId, table.receivedAt),
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
    /** The page that sends: the Facebook page, or for Instagram the page linked to the account (its token sends). */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: replyChannels }).notNull().default('fb'),
    /** The Instagram account that owns an Instagram campaign (its media, its owners); null for Facebook. */
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metaPostId: text('meta_post_id').notNull(),
    /**
     * The post's address as Meta gives it (`permalink_url`), read when the campaign is saved with "include URL": the
     * link its private replies carry. Null when not asked for, and on campaigns saved before it was kept.
     */
    postPermalink: text('post_permalink'),
    status: text('status', { enum: ['running', 'stopped_error', 'paused'] })
      .notNull()
      .default('running'),
    /** The validated reply form (texts, message, buttons, cards, keywords, options). */
    settings: jsonb('settings').notNull(),
    stopAt: timestamp('stop_at', { withTimezone: true }),
    planLimitReached: boolean('plan_limit_reached').notNull().default(false),
    /** Comments on the post up to this time have been read back from Meta (backfill); null: since the campaign began. */
    commentsCheckedUntil: timestamp('comments_checked_until', { withTimezone: true }),
    errorCategory: text('error_category'),
    errorCode: integer('error_code'),
    errorSubcode: integer('error_subcode'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reply_campaigns_page_post_idx').on(table.pageId, table.metaPostId, table.status),
    index('reply_campaigns_instagram_account_idx').on(table.instagramAccountId),
    check(
      'reply_campaigns_one_owner_kind',
      sql`(${table.channel} = 'instagram') = (${table.instagramAccountId} is not null)`,
    ),
    // Only an Instagram account linked with Instagram Login sends without a page.
    check('reply_campaigns_sender', sql`${table.pageId} is not null or ${table.instagramAccountId} is not null`),
  ],
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
    /** The Facebook page whose template it is; null for an Instagram account's. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: replyChannels }).notNull().default('fb'),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: jsonb('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reply_templates_page_idx').on(table.pageId),
    index('reply_templates_instagram_account_idx').on(table.instagramAccountId),
    check(
      'reply_templates_one_owner',
      sql`(${table.pageId} is null) <> (${table.instagramAccountId} is null) and (${table.channel} = 'instagram') = (${table.instagramAccountId} is not null)`,
    ),
  ],
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
    pageId: integer('page_id'),
    /** The comment's key for the once-only guard: Meta's id without a `{postId}_` prefix. */
    commentId: text('comment_id').notNull(),
    /** Meta's comment id exactly as Meta gave it (null on rows written before it was kept). */
    metaCommentId: text('meta_comment_id'),
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
    /** Found by reading the post back after the webhook did not bring it (an outage, a lost token, no subscription). */
    answeredLate: boolean('answered_late').notNull().default(false),
    /** Hidden on Meta by this product (the campaign, or the owner from the trail), as last set here. */
    hidden: boolean('hidden').notNull().default(false),
    /** The campaign's own hiding of the comment ("hide comments with a phone number or a link"). */
    hideStatus: text('hide_status', { enum: ['none', 'pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('none'),
    /** Why the campaign hid it: a `commentHideReasons` value of the contract. */
    hideReason: text('hide_reason'),
    hideError: text('hide_error'),
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
    kind: text('kind', {
      enum: ['public_reply', 'private_reply', 'commenter_reply', 'like_comment', 'hide_comment'],
    }).notNull(),
    pageId: integer('page_id'),
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

/**
 * Replies sent per month by a page, or by an Instagram account (whose own plan has its own limit), reserved
 * atomically against the plan's monthly limit.
 */
export const replyUsage = pgTable(
  'reply_usage',
  {
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    unique('reply_usage_owner_month_key').on(table.pageId, table.instagramAccountId, table.month).nullsNotDistinct(),
    check('reply_usage_one_owner', sql`(${table.pageId} is null) <> (${table.instagramAccountId} is null)`),
  ],
);
