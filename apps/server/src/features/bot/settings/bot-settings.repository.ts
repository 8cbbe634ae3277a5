import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botSettings, instagramAccounts } from '../../../platform/db/schema.ts';

export type StoredBotSettings = typeof botSettings.$inferSelect;

/** SQL of the bot settings; the caller's ownership of the page is checked by the request context. */
export function createBotSettingsRepository(db: Db) {
  return {
    /** The page's stored switches alone (null: never saved): every send of the page asks for them. */
    async settings(pageId: number): Promise<unknown> {
      const [row] = await db
        .select({ settings: botSettings.settings })
        .from(botSettings)
        .where(eq(botSettings.pageId, pageId));
      return row?.settings ?? null;
    },

    /** The Instagram account linked to the page (its profile is set with the page's token), or null. */
    async linkedInstagramAccount(pageId: number): Promise<{ id: number; username: string } | null> {
      const [row] = await db
        .select({ id: instagramAccounts.id, username: instagramAccounts.username })
        .from(instagramAccounts)
        .where(and(eq(instagramAccounts.pageId, pageId), isNull(instagramAccounts.deletedAt)))
        .orderBy(asc(instagramAccounts.id))
        .limit(1);
      return row ?? null;
    },

    async find(pageId: number): Promise<StoredBotSettings | null> {
      const [row] = await db.select().from(botSettings).where(eq(botSettings.pageId, pageId));
      return row ?? null;
    },
    async save(
      pageId: number,
      values: { settings: unknown; savedToMetaAt: Date | null; metaError: string | null; now: Date },
    ): Promise<StoredBotSettings> {
      const row = {
        settings: values.settings,
        savedToMetaAt: values.savedToMetaAt,
        metaError: values.metaError,
        updatedAt: values.now,
      };
      const [saved] = await db
        .insert(botSettings)
        .values({ pageId, ...row })
        .onConflictDoUpdate({ target: botSettings.pageId, set: row })
        .returning();
      return saved!;
    },
  };
}
export type BotSettingsRepository = ReturnType<typeof createBotSettingsRepository>;
