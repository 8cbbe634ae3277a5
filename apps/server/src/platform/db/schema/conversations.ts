import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import {
  inboxChannels,
  inboxMessageAuthors,
  inboxMessageKinds,
  outboundMessageStatuses,
  subscriberSources,
} from '@app/contract/inbox-limits';
import type { SharedMedia } from '@app/contract';
import { storyQuickReplyKinds } from '@app/contract/story-quick-reply-reasons';
import { instagramAccounts, pages, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { mediaFiles } from './publishing.ts';

/**
 * A person with a thread on one page (Messenger, PSID) or Instagram account (IGSID): the subscriber and the
 * conversation are one row, so the inbox lists it without a join. Exactly one of page_id / instagram_account_id.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    channel: text('channel', { enum: inboxChannels }).notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, {
      onDelete: 'cascade',
    }),
    metaUserId: text('meta_user_id').notNull(),
    name: text('name'),
    pictureUrl: text('picture_url'),
    profileFetchedAt: timestamp('profile_fetched_at', { withTimezone: true }),
    profileError: text('profile_error'),
    source: text('source', { enum: subscriberSources }).notNull(),
    sourceRef: text('source_ref'),
    /** The comment a private reply answered, when that started the conversation. */
    startedByComment: jsonb('started_by_comment').$type<{ comment_id: string; post_id: string | null; text: string }>(),
    labels: text('labels').array().notNull().default([]),
    /** Answers to a flow's questions, by field name. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    firstInteractionAt: timestamp('first_interaction_at', { withTimezone: true }).notNull(),
    /** Milliseconds, as the list's paging cursor carries them: finer values would slip between two pages. */
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The customer's last message, postback, quick reply or referral: the 24-hour window runs from it. */
    lastIncomingAt: timestamp('last_incoming_at', { withTimezone: true }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /**
     * The last message as the conversation list shows it (a JSON array, see features/inbox/sql/last-message.sql),
     * kept by triggers from `last_message_id` and the message's own changes, so the list reads no message row.
     */
    lastMessage: json('last_message').$type<unknown[]>(),
    unreadCount: integer('unread_count').notNull().default(0),
    /** Meta's read watermark: the customer has read everything we sent before it. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** A person took the conversation over in the inbox: the bot stays silent in it until handed back. */
    takenOverAt: timestamp('taken_over_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('subscribers_page_user_key')
      .on(table.pageId, table.metaUserId)
      .where(sql`${table.pageId} is not null`),
    uniqueIndex('subscribers_instagram_user_key')
      .on(table.instagramAccountId, table.metaUserId)
      .where(sql`${table.instagramAccountId} is not null`),
    // The inbox's order read backwards (newest first, id breaking ties): a page of the list needs no sort.
    index('subscribers_page_recent_idx').on(table.pageId, table.lastInteractionAt, table.id),
    index('subscribers_instagram_recent_idx').on(table.instagramAccountId, table.lastInteractionAt, table.id),
    check('subscribers_one_account', sql`(${table.pageId} is null) <> (${table.instagramAccountId} is null)`),
  ],
);

/** Every message of a conversation, both ways, stored once: Meta's mid for received ones, client_id for ours. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    kind: text('kind', { enum: inboxMessageKinds }).notNull(),
    author: text('author', { enum: inboxMessageAuthors }).notNull(),
    text: text('text'),
    /** A shared post or reel keeps what its card shows under `share` (the API's shape, given as stored). */
    attachments: jsonb('attachments')
      .$type<{ type: string; url: string | null; share?: SharedMedia }[]>()
      .notNull()
      .default([]),
    metaMessageId: text('meta_message_id'),
    story: jsonb('story').$type<{ id: string | null; url: string | null }>(),
    postbackPayload: text('postback_payload'),
    /** Outgoing: made by the composer (or an automation's idempotency key), so a resend answers the same row. */
    clientId: text('client_id'),
    status: text('status', { enum: outboundMessageStatuses }),
    errorCode: integer('error_code'),
    errorSubcode: integer('error_subcode'),
    errorMessage: text('error_message'),
    tag: text('tag'),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    deleted: boolean('deleted').notNull().default(false),
    /** Read back through the conversations API after a webhook gap (features/inbox/ingest/message-backfill.ts). */
    arrivedLate: boolean('arrived_late').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inbox_messages_meta_id_key').on(table.metaMessageId),
    uniqueIndex('inbox_messages_client_id_key').on(table.subscriberId, table.clientId),
    index('inbox_messages_thread_idx').on(table.subscriberId, table.id),
    // The sweep for sends left pending by a stopped process reads only these few rows.
    index('inbox_messages_pending_idx')
      .on(table.occurredAt)
      .where(sql`${table.status} = 'pending'`),
    // The replies each current story got (the stories screen's counts) are read by story id.
    index('inbox_messages_story_reply_idx')
      .on(sql`(${table.story}->>'id')`)
      .where(sql`${table.kind} = 'story_reply'`),
  ],
);

/** Per page: spec section 4's switches and what was pushed to Meta's Messenger Profile API. */
export const botSettings = pgTable('bot_settings', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  savedToMetaAt: timestamp('saved_to_meta_at', { withTimezone: true }),
  metaError: text('meta_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per Instagram account and kind: the quick reply sent back to a story mention or a story reply. */
export const storyQuickReplies = pgTable(
  'story_quick_replies',
  {
    instagramAccountId: integer('instagram_account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: storyQuickReplyKinds }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    text: text('text').notNull().default(''),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    keywords: text('keywords').array().notNull().default([]),
    oncePerStory: boolean('once_per_story').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instagramAccountId, table.kind] })],
);

/**
 * A campaign on the replies to one story of an Instagram account (Meta's story id as given): it answers them in
 * place of the account's story reply quick reply. What the story looked like is kept, as the story expires in a day.
 */
export const instagramStoryCampaigns = pgTable(
  'instagram_story_campaigns',
  {
    id: id(),
    instagramAccountId: integer('instagram_account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    text: text('text').notNull().default(''),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    keywords: text('keywords').array().notNull().default([]),
    oncePerStory: boolean('once_per_story').notNull().default(true),
    story: jsonb('story').$type<{
      media_type: string;
      media_url: string | null;
      permalink: string | null;
      timestamp: string | null;
      caption: string | null;
    }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('instagram_story_campaigns_story_key').on(table.instagramAccountId, table.storyId)],
);
