import type { UploadKind } from '@app/contract';
import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botFlows, botReplies, mediaFiles } from '../../../platform/db/schema.ts';

export type BotReplyRow = typeof botReplies.$inferSelect;
export type BotReplyValues = Omit<typeof botReplies.$inferInsert, 'id' | 'pageId' | 'createdAt'>;
export type StoredBotReply = BotReplyRow & { media: { id: number; blobKey: string; kind: UploadKind } | null };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The SQL of the bot form; every query is scoped by the page the request context checked. */
export function createBotRepliesRepository(db: Db) {
  function botsWhere(condition: SQL | undefined) {
    return db
      .select({
        bot: botReplies,
        mediaId: mediaFiles.id,
        blobKey: mediaFiles.blobKey,
        mediaKind: mediaFiles.kind,
      })
      .from(botReplies)
      .leftJoin(mediaFiles, eq(mediaFiles.id, botReplies.mediaId))
      .where(condition)
      .orderBy(desc(botReplies.id))
      .then((rows) =>
        rows.map((row): StoredBotReply => ({
          ...row.bot,
          media:
            row.mediaId !== null && row.blobKey !== null && row.mediaKind !== null
              ? { id: row.mediaId, blobKey: row.blobKey, kind: row.mediaKind }
              : null,
        })),
      );
  }

  return {
    list: (pageId: number, q: string) =>
      botsWhere(
        and(
          eq(botReplies.pageId, pageId),
          q
            ? or(
                ilike(botReplies.botName, likePattern(q)),
                sql`exists (select 1 from unnest(${botReplies.keywords}) k where k ilike ${likePattern(q)})`,
              )
            : undefined,
        ),
      ),

    async find(pageId: number, id: number): Promise<StoredBotReply | null> {
      const [row] = await botsWhere(and(eq(botReplies.pageId, pageId), eq(botReplies.id, id)));
      return row ?? null;
    },

    async count(pageId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(botReplies)
        .where(eq(botReplies.pageId, pageId));
      return Number(row?.count ?? 0);
    },

    /** Which of the page's unique rules another bot already holds (a postback id, the default reply). */
    async conflicts(
      pageId: number,
      values: { postbackId: string | null; isDefault: boolean },
      exceptId: number | null,
    ): Promise<{ postback: boolean; default: boolean }> {
      const others = and(eq(botReplies.pageId, pageId), exceptId === null ? undefined : ne(botReplies.id, exceptId));
      const rows = await db
        .select({ postbackId: botReplies.postbackId, keywordType: botReplies.keywordType })
        .from(botReplies)
        .where(
          and(
            others,
            or(
              values.postbackId === null ? sql`false` : eq(botReplies.postbackId, values.postbackId),
              values.isDefault ? and(eq(botReplies.keywordType, 'reply'), isNull(botReplies.postbackId)) : sql`false`,
            ),
          ),
        );
      return {
        postback: values.postbackId !== null && rows.some((row) => row.postbackId === values.postbackId),
        default: values.isDefault && rows.some((row) => row.keywordType === 'reply' && row.postbackId === null),
      };
    },

    /** An upload of the viewer's own (admins may use any). */
    async mediaFile(id: number, viewer: { userId: number; isAdmin: boolean }) {
      const [row] = await db
        .select({ id: mediaFiles.id, kind: mediaFiles.kind })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, id), viewer.isAdmin ? undefined : eq(mediaFiles.ownerUserId, viewer.userId)));
      return row ?? null;
    },

    async flowOfPage(pageId: number, flowId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: botFlows.id })
        .from(botFlows)
        .where(and(eq(botFlows.id, flowId), eq(botFlows.pageId, pageId)));
      return row !== undefined;
    },

    /** Null when a unique rule was taken meanwhile (the caller answers 409). */
    async insert(pageId: number, values: BotReplyValues): Promise<number | null> {
      const [row] = await db
        .insert(botReplies)
        .values({ ...values, pageId })
        .onConflictDoNothing()
        .returning({ id: botReplies.id });
      return row?.id ?? null;
    },

    async update(pageId: number, id: number, values: BotReplyValues): Promise<boolean> {
      const rows = await db
        .update(botReplies)
        .set(values)
        .where(and(eq(botReplies.pageId, pageId), eq(botReplies.id, id)))
        .returning({ id: botReplies.id });
      return rows.length > 0;
    },

    async remove(pageId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(botReplies)
        .where(and(eq(botReplies.pageId, pageId), eq(botReplies.id, id)))
        .returning({ id: botReplies.id });
      return rows.length > 0;
    },
  };
}
export type BotRepliesRepository = ReturnType<typeof createBotRepliesRepository>;
