import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { botSettings } from '../../../platform/db/schema.ts';

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
