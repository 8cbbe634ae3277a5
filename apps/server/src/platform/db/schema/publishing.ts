import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { firstCommentStatuses, postNetworks, postTargetStatuses, scheduleTypes } from '@app/contract/publishing-limits';
import { uploadKinds } from '@app/contract/uploads';
import { instagramAccounts, pages, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { mediaFolders } from './cloud.ts';

/**
 * An uploaded file kept in the blob store, one row for every public upload (the media cloud's record): posts,
 * messages, the bot and story answers name it by id; reply campaigns, templates and store items by its address.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    extension: text('extension').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name').notNull(),
    /** The page (or the Instagram account's page) the file was uploaded for; null when uploaded to the cloud. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    folderId: integer('folder_id').references(() => mediaFolders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_files_owner_idx').on(table.ownerUserId, table.createdAt),
    uniqueIndex('media_files_blob_key_unique').on(table.blobKey),
    // The files whose size is not known yet (recorded from an address before the cloud measured uploads).
    index('media_files_unsized_idx')
      .on(table.id)
      .where(sql`${table.bytes} = 0`),
  ],
);

/** A post as the seller wrote it; `revision` grows with every edit or new time, and arms its targets again. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: postNetworks }).notNull(),
    postType: text('post_type').notNull(),
    message: text('message').notNull().default(''),
    link: text('link'),
    fbPresetId: text('fb_preset_id'),
    replyMessage: text('reply_message'),
    scheduleType: text('schedule_type', { enum: scheduleTypes }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    templateId: integer('template_id'),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('posts_owner_scheduled_idx').on(table.ownerUserId, table.scheduledAt)],
);

/**
 * One post on one page or Instagram account, published exactly once: the idempotency key is unique, a worker
 * claims the row (status and lease) before calling Meta, and an unknown outcome is checked on Meta before a retry.
 */
export const postTargets = pgTable(
  'post_targets',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    instagramAccountId: integer('instagram_account_id').references(() => instagramAccounts.id, {
      onDelete: 'cascade',
    }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: postTargetStatuses }).notNull().default('scheduled'),
    /** The post revision this target is armed for: a job of an older revision does nothing. */
    revision: integer('revision').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    containerId: text('container_id'),
    containerStatus: text('container_status'),
    containerCreatedAt: timestamp('container_created_at', { withTimezone: true }),
    /** Meta's ids of intermediate objects (unpublished photos, a video, carousel items), kept across attempts. */
    metaMediaIds: jsonb('meta_media_ids').$type<string[]>().notNull().default([]),
    metaPostId: text('meta_post_id'),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstCommentStatus: text('first_comment_status', { enum: firstCommentStatuses }).notNull().default('none'),
    firstCommentId: text('first_comment_id'),
    firstCommentError: text('first_comment_error'),
    errorClass: text('error_class'),
    /** Our translated reason (a post problem code); Meta's code, subcode and message are kept beside it. */
    problemCode: text('problem_code'),
    errorSubcode: integer('error_subcode'),
    metaErrorCode: integer('meta_error_code'),
    errorMessage: text('error_message'),
    preflight: jsonb('preflight').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_targets_idempotency_key').on(table.idempotencyKey),
    index('post_targets_post_idx').on(table.postId),
    index('post_targets_status_idx').on(table.status, table.nextAttemptAt),
    // The seller home's live read of the posts published today (features/home).
    index('post_targets_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.status} = 'published'`),
    check('post_targets_one_target', sql`(${table.pageId} is null) <> (${table.instagramAccountId} is null)`),
  ],
);

export const postTemplates = pgTable(
  'post_templates',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: postNetworks }).notNull(),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    fbPresetId: text('fb_preset_id'),
    replyMessage: text('reply_message'),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('post_templates_owner_idx').on(table.ownerUserId)],
);

/**
 * Each unique hashtag an Instagram account searched, when it first did within Meta's 7-day window (30 per window):
 * the limit is enforced here before Meta is asked, and the usage screen lists them with the time each frees up.
 */
export const hashtagSearches = pgTable(
  'hashtag_searches',
  {
    id: id(),
    instagramAccountId: integer('instagram_account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    hashtag: text('hashtag').notNull(),
    metaHashtagId: text('meta_hashtag_id'),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('hashtag_searches_account_idx').on(table.instagramAccountId, table.searchedAt)],
);
