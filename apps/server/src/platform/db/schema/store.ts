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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { pages, users } from './accounts.ts';
import { subscribers } from './conversations.ts';
import { createdAt, id } from './columns.ts';

/** Text in each of the store's languages: `{ ar: '…', en: '…' }` (codes of `storeLocales`). */
type Localized = Record<string, string>;

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An owner's store; linked to any of the owner's pages through `store_pages` (a page sells from one store). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The store's languages (codes of `storeLocales`), the first one its default. */
    locales: text('locales').array().notNull().default(['ar']),
    currency: text('currency').notNull().default('SYP'),
    /** Phone, WhatsApp, email, address shown to customers in the web view. */
    contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
    /** The order form customers fill in the web view (null: the product's default fields). */
    orderFormId: integer('order_form_id').references((): AnyPgColumn => webviewTemplates.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('stores_owner_user_id_idx').on(table.ownerUserId)],
);

export const storePages = pgTable(
  'store_pages',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('store_pages_store_id_idx').on(table.storeId)],
);

/** Nested categories: `level` 0 at the top, a child one deeper than its parent. */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => storeCategories.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    names: jsonb('names').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('store_categories_store_parent_idx').on(table.storeId, table.parentId, table.position),
    check('store_categories_level_range', sql`${table.level} >= 0 and ${table.level} < 8`),
  ],
);

export const storeItems = pgTable(
  'store_items',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => storeCategories.id, { onDelete: 'set null' }),
    names: jsonb('names').$type<Localized>().notNull(),
    descriptions: jsonb('descriptions').$type<Localized>().notNull().default({}),
    sellPrice: money('sell_price').notNull(),
    /** The price before a discount, shown struck through when above the sell price. */
    originalPrice: money('original_price'),
    stockStatus: text('stock_status', { enum: ['in_stock', 'out_of_stock'] })
      .notNull()
      .default('in_stock'),
    visible: boolean('visible').notNull().default(true),
    preparationTime: integer('preparation_time'),
    preparationUnit: text('preparation_unit', { enum: ['minutes', 'hours', 'days'] }),
    /** Required by the spec: the picture a product card shows. */
    mainImageUrl: text('main_image_url').notNull(),
    /** More pictures, after the main one. */
    imageUrls: text('image_urls').array().notNull().default([]),
    youtubeUrl: text('youtube_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('store_items_store_category_idx').on(table.storeId, table.categoryId, table.position),
    check('store_items_prices', sql`${table.sellPrice} >= 0 and coalesce(${table.originalPrice}, 0) >= 0`),
    check('store_items_preparation', sql`${table.preparationTime} is null or ${table.preparationTime} >= 0`),
  ],
);

/** A field of an order form (spec section 5): `name` unique in the form, starting with a letter, in English. */
export interface OrderFormFieldRow {
  title: string;
  name: string;
  placeholder: string;
  type: 'text' | 'textarea' | 'email' | 'number' | 'select' | 'date';
  /** Select options (the spec's dash-separated text, split). */
  options: string[];
  required: boolean;
}

/** A web-view template: the order form an owner builds and assigns to pages (`webview_template_pages`). */
export const webviewTemplates = pgTable(
  'webview_templates',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<OrderFormFieldRow[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webview_templates_owner_user_id_idx').on(table.ownerUserId)],
);

export const webviewTemplatePages = pgTable(
  'webview_template_pages',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => webviewTemplates.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.pageId] }),
    index('webview_template_pages_page_id_idx').on(table.pageId),
  ],
);

/** Where an order link was sent from: the comment-to-order funnel is counted per source. */
export const orderLinkSources = ['reply-campaign', 'bot-reply', 'flow', 'inbox', 'menu'] as const;

/**
 * One order link sent to a customer inside a product card (the web view's signed link names it by `id`): counts the
 * cards sent, the forms opened (`opened_at`) and the orders made, per source and campaign.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The customer's page-scoped id, exactly as Meta gave it. */
    customerPsid: text('customer_psid').notNull(),
    itemIds: integer('item_ids').array().notNull(),
    source: text('source', { enum: orderLinkSources }).notNull(),
    /** The reply campaign, keyword reply or flow that sent it (by `source`). */
    sourceId: integer('source_id'),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (table) => [
    index('order_links_page_created_idx').on(table.pageId, table.createdAt),
    index('order_links_source_idx').on(table.source, table.sourceId),
  ],
);

export const orderRequestStatuses = [
  'pending',
  'ready_inventory',
  'contact_done',
  'shipping_done',
  'processed',
  'cancelled',
] as const;

/** The items of a request as they were when ordered (a product may change or go later). */
export interface OrderedItemRow {
  itemId: number;
  name: string;
  price: number;
  quantity: number;
}

/** A customer request: an order form submitted from the web view. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => webviewTemplates.id, { onDelete: 'set null' }),
    orderLinkId: integer('order_link_id').references(() => orderLinks.id, { onDelete: 'set null' }),
    subscriberId: integer('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    customerPsid: text('customer_psid').notNull(),
    customerName: text('customer_name'),
    items: jsonb('items').$type<OrderedItemRow[]>().notNull().default([]),
    /** The form's answers by field name, with the field titles as they were. */
    answers: jsonb('answers').$type<Array<{ name: string; title: string; value: string }>>().notNull(),
    total: money('total').notNull().default(0),
    currency: text('currency').notNull().default('SYP'),
    /** The language the customer ordered in (the web view's): the Messenger messages about the order speak it. */
    locale: text('locale'),
    status: text('status', { enum: orderRequestStatuses }).notNull().default('pending'),
    /** Made by the web view once per form shown: a second submit of the same form finds the first request. */
    submissionKey: text('submission_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('order_requests_submission_key_key').on(table.submissionKey),
    index('order_requests_page_status_created_idx').on(table.pageId, table.status, table.createdAt),
    index('order_requests_order_link_id_idx').on(table.orderLinkId),
  ],
);

/** Each status change of a request: who made it and when (the detail's history). */
export const orderRequestChanges = pgTable(
  'order_request_changes',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => orderRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderRequestStatuses }).notNull(),
    toStatus: text('to_status', { enum: orderRequestStatuses }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the customer's Messenger message about it went out (false: outside the window, or refused). */
    customerTold: boolean('customer_told').notNull().default(false),
    /** Why the customer was not told (the contract's `orderCustomerNotToldReasons`; null: told). */
    notToldReason: text('not_told_reason'),
    /** The owner's note on the change. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('order_request_changes_request_idx').on(table.requestId, table.createdAt)],
);
