import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  botKeywordTypes,
  botMessageTypes,
  botReplyTypes,
  botTriggers,
  flowRunEndReasons,
} from '@app/contract/bot-reasons';
import type { MessageButton, MessageCard } from '@app/contract';
import { pages } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { subscribers } from './conversations.ts';
import { mediaFiles } from './publishing.ts';

/**
 * A bot flow of a page: the canvas's draft (the contract's flow document, versioned JSON) and a revision that
 * grows with each save, so two editors cannot overwrite each other. `ref` is the m.me link's ref that starts it.
 */
export const botFlows = pgTable(
  'bot_flows',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    draft: jsonb('draft').notNull(),
    draftRevision: integer('draft_revision').notNull().default(0),
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bot_flows_page_idx').on(table.pageId), uniqueIndex('bot_flows_ref_idx').on(table.ref)],
);

/** Each published version, frozen: a conversation inside a flow runs the version it started with. */
export const botFlowVersions = pgTable(
  'bot_flow_versions',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => botFlows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.version] })],
);

/**
 * A saved bot reply of a page (the bot form): its keywords or postback id, and the message it sends (or the flow it
 * starts). One default reply (keyword type `reply`) per page, and a postback id names one bot of its page.
 */
export const botReplies = pgTable(
  'bot_replies',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    botName: text('bot_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    replyType: text('reply_type', { enum: botReplyTypes }).notNull().default('message'),
    flowId: integer('flow_id').references(() => botFlows.id, { onDelete: 'set null' }),
    messageType: text('message_type', { enum: botMessageTypes }).notNull().default('text'),
    message: text('message').notNull().default(''),
    buttons: jsonb('buttons').$type<MessageButton[]>().notNull().default([]),
    cards: jsonb('cards').$type<MessageCard[]>().notNull().default([]),
    replies: jsonb('replies').$type<{ title: string; payload: string }[]>().notNull().default([]),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Message type `products`: the store items sent as product cards. */
    itemIds: integer('item_ids').array().notNull().default([]),
    typingOnSettings: boolean('typing_on_settings').notNull().default(false),
    delayInReply: integer('delay_in_reply').notNull().default(0),
    keywords: text('keywords').array().notNull().default([]),
    keywordType: text('keyword_type', { enum: botKeywordTypes }).notNull().default('reply'),
    postbackId: text('postback_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bot_replies_page_idx').on(table.pageId, table.id),
    uniqueIndex('bot_replies_postback_key')
      .on(table.pageId, table.postbackId)
      .where(sql`${table.postbackId} is not null`),
    uniqueIndex('bot_replies_default_key')
      .on(table.pageId)
      .where(sql`${table.keywordType} = 'reply' and ${table.postbackId} is null`),
  ],
);

/**
 * A subscriber inside a flow: the version it started with, and where it waits (for a reply at a node, or a wait
 * node's `wake_at`). One active run per subscriber; `revision` grows with each step, so a wake-up or a message that
 * read an older state changes nothing.
 */
export const botFlowRuns = pgTable(
  'bot_flow_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => botFlows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    startedBy: text('started_by', { enum: botTriggers }).notNull(),
    nodeId: text('node_id'),
    waitingFor: text('waiting_for', { enum: ['reply', 'timer'] }),
    attempts: integer('attempts').notNull().default(0),
    wakeAt: timestamp('wake_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    endReason: text('end_reason', { enum: flowRunEndReasons }),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bot_flow_runs_active_key')
      .on(table.subscriberId)
      .where(sql`${table.active}`),
    index('bot_flow_runs_flow_idx').on(table.flowId, table.active),
    // The sweep's safety net for lost wake-ups reads only the runs waiting for a timer.
    index('bot_flow_runs_wake_idx')
      .on(table.wakeAt)
      .where(sql`${table.active} and ${table.waitingFor} = 'timer'`),
  ],
);

/** Who reached each node of a flow and pressed each branch (`branch` '' for reaching the node): its statistics. */
export const botFlowVisits = pgTable(
  'bot_flow_visits',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => botFlows.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    branch: text('branch').notNull().default(''),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.nodeId, table.branch, table.subscriberId] })],
);
