import { eq, sql, type Column, type Subquery } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { subscribers } from '../../../platform/db/schema.ts';
import type { SubscriberRow } from '../conversations/conversations.repository.ts';

/**
 * An engine's own state of a conversation (the bot's active flow run), read in the statement that reads the
 * conversation: a subquery of the engine's tables with at most one row per subscriber, its `subscriberId` column
 * the key, and the subquery's `fields` that make up the state (null without a row).
 */
export type AlongsideRead = { subquery: Subquery; subscriberId: Column; fields: SelectedFieldsFlat };

/**
 * The conversation an engine reads before it decides, for every message of a busy page: statements built once and
 * run with the subscriber's id (Drizzle building the select cost more main-thread time than running it).
 */
export function createAnsweringConversations(db: Db) {
  const conversationOnly = db
    .select()
    .from(subscribers)
    .where(eq(subscribers.id, sql.placeholder('subscriberId')))
    .prepare('answering_conversation');

  return {
    /** The conversation (null: gone). */
    async conversation(subscriberId: number): Promise<SubscriberRow | null> {
      const [row] = await conversationOnly.execute({ subscriberId });
      return row ?? null;
    },

    /**
     * The conversation with the engine's own state of it (its fields read as `TState`), in one round trip, prepared
     * once as `name` (one name per engine's read).
     */
    conversationWith<TState>(name: string, alongside: AlongsideRead) {
      const prepared = db
        .select({ subscriber: subscribers, state: alongside.fields })
        .from(subscribers)
        .leftJoin(alongside.subquery, eq(alongside.subscriberId, subscribers.id))
        .where(eq(subscribers.id, sql.placeholder('subscriberId')))
        .prepare(name);
      return async (subscriberId: number): Promise<{ subscriber: SubscriberRow; state: TState | null } | null> => {
        const [row] = await prepared.execute({ subscriberId });
        // The fields are the engine's, read as it declared them: Drizzle cannot carry their type through this join.
        return row ? { subscriber: row.subscriber, state: row.state as TState | null } : null;
      };
    },
  };
}
export type AnsweringConversations = ReturnType<typeof createAnsweringConversations>;
