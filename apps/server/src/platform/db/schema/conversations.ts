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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import {
  inboxChannels,
  inboxMessageAuthors,
  inboxMessageKinds,
  outboundMessageStatuses,
  subscriberSources,
} from '@app/contract/inbox-limits';
import { instagramAccounts, pages, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

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
    firstInteractionAt: timestamp('first_interaction_at', { withTimezone: true }).notNull(),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }).notNull(),
    /** The customer's last message, postback, quick reply or referral: the 24-hour window runs from it. */
    lastIncomingAt: timestamp('last_incoming_at', { withTimezone: true }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    unreadCount: integer('unread_count').notNull().default(0),
    /** Meta's read watermark: the customer has read everything we sent before it. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
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
    attachments: jsonb('attachments').$type<{ type: string; url: string | null }[]>().notNull().default([]),
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
