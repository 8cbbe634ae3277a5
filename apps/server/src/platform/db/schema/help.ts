import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt, id } from './columns.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The help centre's sections, written by admins; one title per interface language (`{ ar, en }`). */
export const helpSections = pgTable('help_sections', {
  id: id(),
  position: integer('position').notNull().default(0),
  titles: jsonb('titles').$type<{ ar: string; en: string }>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An article of a section; its texts are in `help_article_versions`, one per language. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => helpSections.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** The web route path the article explains (the top bar's help icon opens it there). */
    screen: text('screen'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('help_articles_section_id_idx').on(table.sectionId),
    index('help_articles_screen_idx').on(table.screen),
    check('help_articles_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
);

/** An article in one language: its title and its body as sanitized HTML, with the body's plain text for search. */
export const helpArticleVersions = pgTable(
  'help_article_versions',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    plainText: text('plain_text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.locale] })],
);
