import { featureGroups } from '@app/contract';
import { and, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { createAnsweringConversations } from '../../inbox/index.ts';
import type { ActiveRun } from '../flows/run/flow-runs.repository.ts';
import {
  botFlowRuns,
  botFlows,
  botReplies,
  botSettings,
  mediaFiles,
  pageFeatures,
} from '../../../platform/db/schema.ts';

const botFeatureSlugs = [...featureGroups.has_bot];

/**
 * What the bot's runtime reads to decide: the page's bots and settings, the subscriber with their active run. Its
 * decisions are recorded by the inbox's answer path.
 */
export function createBotEngineRepository(db: Db) {
  const conversations = createAnsweringConversations(db);
  // The subscriber's active run (at most one), read by the inbox with the conversation.
  const activeRuns = db
    .select({ ...getTableColumns(botFlowRuns), flowName: botFlows.name })
    .from(botFlowRuns)
    .innerJoin(botFlows, eq(botFlows.id, botFlowRuns.flowId))
    // `active` as a literal, not a parameter: a prepared statement's generic plan can use the partial index then.
    .where(sql`${botFlowRuns.active}`)
    .as('active_run');
  const conversationWithRun = conversations.conversationWith<ActiveRun>('bot_subscriber_and_run', {
    subquery: activeRuns,
    subscriberId: activeRuns.subscriberId,
    fields: { ...activeRuns._.selectedFields },
  });

  return {
    /** Whether the page's plan has the bot, and its enabled bots with what their answers need. */
    async pageBots(pageId: number) {
      const [feature] = await db
        .select({ slug: pageFeatures.slug })
        .from(pageFeatures)
        .where(and(eq(pageFeatures.pageId, pageId), inArray(pageFeatures.slug, botFeatureSlugs)))
        .limit(1);
      if (!feature) return { hasBot: false, hasFlows: false, bots: [], settings: null };
      const bots = await db
        .select({
          bot: botReplies,
          mediaBlobKey: mediaFiles.blobKey,
          flowPublished: sql<boolean>`${botFlows.publishedVersion} is not null`,
        })
        .from(botReplies)
        .leftJoin(mediaFiles, eq(mediaFiles.id, botReplies.mediaId))
        .leftJoin(botFlows, eq(botFlows.id, botReplies.flowId))
        .where(and(eq(botReplies.pageId, pageId), eq(botReplies.enabled, true)));
      const [published] = await db
        .select({ id: botFlows.id })
        .from(botFlows)
        .where(and(eq(botFlows.pageId, pageId), isNotNull(botFlows.publishedVersion)))
        .limit(1);
      const [stored] = await db
        .select({ settings: botSettings.settings })
        .from(botSettings)
        .where(eq(botSettings.pageId, pageId));
      return {
        hasBot: true,
        hasFlows: published !== undefined,
        bots: bots.map((row) => ({ ...row.bot, mediaBlobKey: row.mediaBlobKey, flowPublished: row.flowPublished })),
        /** The page's stored bot settings (read with its bots: every message asks for both). */
        settings: (stored?.settings ?? null) as unknown,
      };
    },

    /**
     * The subscriber and, on a page with flows, their active run: one round trip, since every message of a busy page
     * asks for both.
     */
    async subscriberAndRun(subscriberId: number, withRun: boolean) {
      if (!withRun) {
        const subscriber = await conversations.conversation(subscriberId);
        return subscriber ? { subscriber, activeRun: null } : null;
      }
      const found = await conversationWithRun(subscriberId);
      return found && { subscriber: found.subscriber, activeRun: found.state };
    },
  };
}
export type BotEngineRepository = ReturnType<typeof createBotEngineRepository>;
