import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { pages } from './accounts.ts';
import { createdAt, id } from './columns.ts';

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
