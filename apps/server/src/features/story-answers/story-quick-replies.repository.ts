import { featureGroups, type StoryQuickReplyKind } from '@app/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  instagramAccountFeatures,
  instagramAccounts,
  mediaFiles,
  storyQuickReplies,
} from '../../platform/db/schema.ts';

export type StoryQuickReplyRow = typeof storyQuickReplies.$inferSelect;
export type StoryQuickReplySettings = StoryQuickReplyRow & { mediaBlobKey: string | null };

const replyFeatureSlugs = [...featureGroups.has_reply];

export function createStoryQuickRepliesRepository(db: Db) {
  async function settingsWhere(accountId: number, kind: StoryQuickReplyKind) {
    const [row] = await db
      .select({ settings: storyQuickReplies, mediaBlobKey: mediaFiles.blobKey })
      .from(storyQuickReplies)
      .leftJoin(mediaFiles, eq(mediaFiles.id, storyQuickReplies.mediaId))
      .where(and(eq(storyQuickReplies.instagramAccountId, accountId), eq(storyQuickReplies.kind, kind)));
    return row ? { ...row.settings, mediaBlobKey: row.mediaBlobKey } : null;
  }

  /** The account when it exists and has a reply feature; ownership is the request context's. */
  async function replyAccountOf(accountId: number): Promise<{ id: number; ownerCanReply: boolean } | null> {
    const [row] = await db
      .select({
        id: instagramAccounts.id,
        ownerCanReply: sql<boolean>`exists (select 1 from ${instagramAccountFeatures}
          where ${instagramAccountFeatures.accountId} = ${instagramAccounts.id}
            and ${inArray(instagramAccountFeatures.slug, replyFeatureSlugs)})`,
      })
      .from(instagramAccounts)
      .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)));
    return row ?? null;
  }

  return {
    replyAccount: replyAccountOf,

    settings: settingsWhere,

    /** The account's quick reply for an incoming event when it is enabled; whether the account may reply is the caller's. */
    async enabledSettings(accountId: number, kind: StoryQuickReplyKind): Promise<StoryQuickReplySettings | null> {
      const settings = await settingsWhere(accountId, kind);
      return settings?.enabled ? settings : null;
    },

    async save(values: typeof storyQuickReplies.$inferInsert): Promise<void> {
      const { instagramAccountId: _account, kind: _kind, ...changes } = values;
      await db
        .insert(storyQuickReplies)
        .values(values)
        .onConflictDoUpdate({ target: [storyQuickReplies.instagramAccountId, storyQuickReplies.kind], set: changes });
    },
  };
}
export type StoryQuickRepliesRepository = ReturnType<typeof createStoryQuickRepliesRepository>;
