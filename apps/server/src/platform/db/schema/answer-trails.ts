import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { botTriggers, type BotSkipReason } from '@app/contract/bot-reasons';
import {
  storyAnswerSources,
  storyQuickReplyKinds,
  type StoryQuickReplyReason,
} from '@app/contract/story-quick-reply-reasons';
import { instagramAccounts, pages } from './accounts.ts';
import { botFlows, botReplies } from './bot.ts';
import { createdAt } from './columns.ts';
import { inboxMessages, subscribers } from './conversations.ts';

/** The engines that answer direct messages through the inbox's answer path (`order`: a request's status change). */
export const answerDeciders = ['bot', 'flow', 'story', 'order'] as const;

/**
 * The inbox's one answer trail: one row per incoming message an engine decided on (the bot, a flow, the story
 * answers), claimed before anything is sent, so the unique Meta mid answers each once. The answer is an inbox message
 * (pending, sent or failed there); a skipped one has its reason. The owner is the page (the bot and its flows) or the
 * Instagram account (the story answers); the engine's own columns say what decided.
 */
export const answerTrails = pgTable(
  'answer_trails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    decidedBy: text('decided_by', { enum: answerDeciders }).notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, {
      onDelete: 'cascade',
    }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    incomingMid: text('incoming_mid').notNull(),
    incomingMessageId: bigint('incoming_message_id', { mode: 'number' }).references(() => inboxMessages.id, {
      onDelete: 'cascade',
    }),
    /** Why nothing was sent (null: answered); the bot's reasons or the story answers'. */
    reason: text('reason').$type<BotSkipReason | StoryQuickReplyReason>(),
    answerMessageId: bigint('answer_message_id', { mode: 'number' }).references(() => inboxMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),

    // The bot's and its flows'.
    botId: integer('bot_id').references(() => botReplies.id, { onDelete: 'set null' }),
    /** The bot's name then: the trail stays readable after the bot is renamed or deleted. */
    botName: text('bot_name'),
    flowId: integer('flow_id').references(() => botFlows.id, { onDelete: 'set null' }),
    flowName: text('flow_name'),
    trigger: text('trigger', { enum: botTriggers }),
    keyword: text('keyword'),
    /** A delayed answer as the Send API takes it, kept for its job: later edits of the bot do not change it. */
    delayedAnswer: jsonb('delayed_answer').$type<{ contents: unknown[]; typingOn: boolean }>(),
    deliverAfter: timestamp('deliver_after', { withTimezone: true }),
    /** The delayed answer's claim by the one job run that sends it. */
    deliveringAt: timestamp('delivering_at', { withTimezone: true }),

    // The story answers'.
    storyKind: text('story_kind', { enum: storyQuickReplyKinds }),
    /** What answered: the account's quick reply, or the campaign on the replied-to story (`story_key`). */
    storySource: text('story_source', { enum: storyAnswerSources }),
    storyKey: text('story_key'),
    /** Set while the answer to this person for this story stands (once per story): a second one cannot claim it. */
    onceKey: text('once_key'),
  },
  (table) => [
    uniqueIndex('answer_trails_mid_key').on(table.incomingMid),
    uniqueIndex('answer_trails_once_key').on(table.onceKey),
    index('answer_trails_page_idx').on(table.pageId, table.id),
    index('answer_trails_bot_idx').on(table.botId, table.id),
    index('answer_trails_story_kind_idx').on(table.instagramAccountId, table.storyKind, table.id),
    index('answer_trails_story_idx').on(table.instagramAccountId, table.storyKey, table.id),
    check('answer_trails_one_owner', sql`(${table.pageId} is null) <> (${table.instagramAccountId} is null)`),
    check(
      'answer_trails_story_owner',
      sql`(${table.decidedBy} = 'story') = (${table.instagramAccountId} is not null and ${table.storyKind} is not null and ${table.storySource} is not null)`,
    ),
  ],
);
