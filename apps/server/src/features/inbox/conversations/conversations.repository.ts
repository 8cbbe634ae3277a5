import { and, eq, getTableColumns, gt, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InboxChannel, SubscriberSource } from '@app/contract';
import type { Db, SqlExecutor } from '../../../platform/db/database.ts';
import { createPrebuiltStatements, createShapedStatements } from '../../../platform/db/shaped-statements.ts';
import { jsonColumns } from '../../../platform/db/row-json.ts';
import { createOutboundMessagesRepository } from '../send/outbound-messages.repository.ts';
import {
  inboxMessages,
  instagramAccountOwners,
  mediaFiles,
  pageOwners,
  subscribers,
  users,
} from '../../../platform/db/schema.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type MessageRow = typeof inboxMessages.$inferSelect & { agentName: string | null };

/** What the inbox's screens show of a subscriber and of a message: all the lists and the thread read. */
const subscriberView = jsonColumns({
  id: subscribers.id,
  channel: subscribers.channel,
  pageId: subscribers.pageId,
  instagramAccountId: subscribers.instagramAccountId,
  metaUserId: subscribers.metaUserId,
  name: subscribers.name,
  pictureUrl: subscribers.pictureUrl,
  source: subscribers.source,
  sourceRef: subscribers.sourceRef,
  startedByComment: subscribers.startedByComment,
  labels: subscribers.labels,
  fields: subscribers.fields,
  firstInteractionAt: subscribers.firstInteractionAt,
  lastInteractionAt: subscribers.lastInteractionAt,
  lastIncomingAt: subscribers.lastIncomingAt,
  lastMessageId: subscribers.lastMessageId,
  unreadCount: subscribers.unreadCount,
  takenOverAt: subscribers.takenOverAt,
});
const messageView = jsonColumns({
  id: inboxMessages.id,
  subscriberId: inboxMessages.subscriberId,
  direction: inboxMessages.direction,
  kind: inboxMessages.kind,
  author: inboxMessages.author,
  text: inboxMessages.text,
  attachments: inboxMessages.attachments,
  metaMessageId: inboxMessages.metaMessageId,
  story: inboxMessages.story,
  postbackPayload: inboxMessages.postbackPayload,
  status: inboxMessages.status,
  errorCode: inboxMessages.errorCode,
  errorSubcode: inboxMessages.errorSubcode,
  errorMessage: inboxMessages.errorMessage,
  tag: inboxMessages.tag,
  occurredAt: inboxMessages.occurredAt,
  arrivedLate: inboxMessages.arrivedLate,
  // Last: the list joins the agent's name by its position in the stored array.
  agentUserId: inboxMessages.agentUserId,
});
/** The message view's columns in order: `subscribers.last_message` holds them (features/inbox/sql/last-message.sql). */
export const messageViewColumns = messageView.names;
export type SubscriberView = ReturnType<typeof subscriberView.read>;
export type MessageView = ReturnType<typeof messageView.read> & { agentName: string | null };
// The agent who sent a message, joined rather than looked up per row: a lookup per row scans the small users
// table each time, and every scan asks the file system for the table's size.
const agentJoin = sql`left join ${users} on ${users.id} = ${inboxMessages.agentUserId}`;
export type ConversationRow = { subscriber: SubscriberView; lastMessage: MessageView | null };
export type Viewer = { userId: number; isAdmin: boolean };
export type AccountScope = { pageId: number } | { instagramAccountId: number };

export type ConversationFilters = {
  channel: InboxChannel;
  q: string;
  label?: string | undefined;
  source?: SubscriberSource | undefined;
  /** open: the customer wrote after this moment (now minus 24 h). */
  window?: { state: 'open' | 'closed'; openSince: Date } | undefined;
  unread?: boolean | undefined;
  /** Keyset paging: after the conversation last active at `at` (and, at that same moment, with id `id`). */
  before?: { at: Date; id?: number | undefined } | undefined;
  limit: number;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
const messageColumns = { ...getTableColumns(inboxMessages), agentName: users.name };

/** Whether the viewer owns the subscriber's page or Instagram account (admins see every one). */
function ownedBy(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  return sql`(${subscribers.pageId} in (select ${pageOwners.pageId} from ${pageOwners} where ${pageOwners.userId} = ${viewer.userId})
    or ${subscribers.instagramAccountId} in (select ${instagramAccountOwners.accountId} from ${instagramAccountOwners} where ${instagramAccountOwners.userId} = ${viewer.userId}))`;
}

/**
 * A page size written into the statement: statements are prepared once and then planned generically, and a
 * generic plan cannot count on a small limit given as a parameter (the list measured about twice as slow).
 */
const pageSize = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), 500);
const literalLimit = (limit: number) => sql.raw(String(pageSize(limit)));

/** The SQL of the inbox: conversations (subscriber rows), their messages, and what sending needs. */
export function createConversationsRepository(db: Db, executeSql: SqlExecutor) {
  const listStatements = createShapedStatements(executeSql);
  const prebuilt = createPrebuiltStatements(db);
  const messagesWhere = (condition: SQL | undefined) =>
    db
      .select(messageColumns)
      .from(inboxMessages)
      .leftJoin(users, eq(users.id, inboxMessages.agentUserId))
      .where(condition);

  return {
    ...createOutboundMessagesRepository(db, prebuilt),
    /** The conversations with their last message, in one query. */
    async list(scope: AccountScope, filters: ConversationFilters): Promise<ConversationRow[]> {
      const value = (name: string) => sql.placeholder(name);
      const present = {
        page: 'pageId' in scope,
        q: Boolean(filters.q),
        label: Boolean(filters.label),
        source: Boolean(filters.source),
        window: filters.window?.state ?? null,
        unread: filters.unread ?? null,
        before: filters.before ? (filters.before.id === undefined ? 'at' : 'at-id') : null,
        limit: pageSize(filters.limit),
      };
      const build = () => {
        const conditions: (SQL | undefined)[] = [
          present.page
            ? eq(subscribers.pageId, value('account'))
            : eq(subscribers.instagramAccountId, value('account')),
          eq(subscribers.channel, value('channel')),
        ];
        if (present.q)
          conditions.push(
            or(
              ilike(subscribers.name, value('pattern')),
              sql`exists (select 1 from ${inboxMessages} where ${inboxMessages.subscriberId} = ${subscribers.id} and ${inboxMessages.text} ilike ${value('pattern')})`,
            ),
          );
        if (present.label) conditions.push(sql`${value('label')} = any(${subscribers.labels})`);
        if (present.source) conditions.push(eq(subscribers.source, value('source')));
        if (present.window === 'open') conditions.push(gt(subscribers.lastIncomingAt, value('openSince')));
        if (present.window === 'closed')
          conditions.push(or(isNull(subscribers.lastIncomingAt), lte(subscribers.lastIncomingAt, value('openSince'))));
        if (present.unread === true) conditions.push(gt(subscribers.unreadCount, 0));
        if (present.unread === false) conditions.push(eq(subscribers.unreadCount, 0));
        if (present.before === 'at') conditions.push(lt(subscribers.lastInteractionAt, value('before')));
        if (present.before === 'at-id')
          conditions.push(
            sql`(${subscribers.lastInteractionAt}, ${subscribers.id}) < (${value('before')}::timestamptz, ${value('beforeId')}::int)`,
          );
        // The page of subscribers first, aliased as the table so that the view's columns name it; then one JSON
        // text for the whole page (one row to decode and pass between threads instead of one per conversation).
        const page = sql`(select * from ${subscribers} where ${and(...conditions)}
          order by ${subscribers.lastInteractionAt} desc, ${subscribers.id} desc
          limit ${literalLimit(present.limit)}) as ${subscribers}`;
        return sql`
          select coalesce(json_agg(json_build_array(${subscriberView.list}, ${subscribers.lastMessage}, ${users.name})
            order by ${subscribers.lastInteractionAt} desc, ${subscribers.id} desc), '[]')::text as rows
          from ${page}
          left join ${users} on ${users.id} = (${subscribers.lastMessage} ->> ${sql.raw(String(messageView.size - 1))})::int`;
      };
      const [{ rows }] = (await listStatements(JSON.stringify(present), build, {
        account: 'pageId' in scope ? scope.pageId : scope.instagramAccountId,
        channel: filters.channel,
        pattern: filters.q ? likePattern(filters.q) : null,
        label: filters.label ?? null,
        source: filters.source ?? null,
        openSince: filters.window?.openSince.toISOString() ?? null,
        before: filters.before?.at.toISOString() ?? null,
        beforeId: filters.before?.id ?? null,
      })) as [{ rows: string }];
      const messageAt = subscriberView.size;
      return (JSON.parse(rows) as unknown[][]).map((values) => {
        const lastMessage = values[messageAt] as unknown[] | null;
        return {
          subscriber: subscriberView.read(values),
          lastMessage: lastMessage
            ? { ...messageView.read(lastMessage), agentName: values[messageAt + 1] as string | null }
            : null,
        };
      });
    },

    async messagesByIds(ids: number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return messagesWhere(inArray(inboxMessages.id, ids));
    },

    async message(id: number): Promise<MessageRow | null> {
      const [row] = await messagesWhere(eq(inboxMessages.id, id));
      return row ?? null;
    },

    /** The subscriber when the viewer may see it; null otherwise (answered as not found). */
    async conversation(id: number, viewer: Viewer): Promise<SubscriberRow | null> {
      const [row] = await db
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.id, id), ownedBy(viewer)));
      return row ?? null;
    },

    /**
     * The subscriber when the viewer may see it, with its newest `limit` messages (before a message id when paging
     * back), in one statement; null otherwise (answered as not found).
     */
    async conversationWithThread(
      id: number,
      viewer: Viewer,
      beforeId: number | undefined,
      limit: number,
    ): Promise<{ subscriber: SubscriberView; messages: MessageView[] } | null> {
      // The newest messages, aliased as the table so that the message columns name them.
      const newest = sql`(select * from ${inboxMessages}
        where ${inboxMessages.subscriberId} = ${id} ${beforeId ? sql`and ${inboxMessages.id} < ${beforeId}` : sql``}
        order by ${inboxMessages.id} desc limit ${literalLimit(limit)}) as ${inboxMessages}`;
      const thread = sql<string>`(select coalesce(json_agg(json_build_array(${messageView.list}, ${users.name})
        order by ${inboxMessages.id} desc), '[]')::text from ${newest} ${agentJoin})`;
      const result = await db.execute(sql`
        select json_build_array(${subscriberView.list})::text as subscriber, ${thread} as messages
        from ${subscribers}
        where ${and(eq(subscribers.id, id), ownedBy(viewer))}`);
      const [row] = (result as unknown as { rows: { subscriber: string; messages: string }[] }).rows;
      if (!row) return null;
      const messages = JSON.parse(row.messages) as unknown[][];
      return {
        subscriber: subscriberView.read(JSON.parse(row.subscriber) as unknown[]),
        messages: messages.map((values) => ({
          ...messageView.read(values),
          agentName: values[messageView.size] as string | null,
        })),
      };
    },

    /** A conversation with its last message, in one query (what an event shows). */
    async conversationWithLast(
      id: number,
    ): Promise<{ subscriber: SubscriberRow; lastMessage: MessageRow | null } | null> {
      const [row] = await db
        .select({ subscriber: subscribers, message: inboxMessages, agentName: users.name })
        .from(subscribers)
        .leftJoin(inboxMessages, eq(inboxMessages.id, subscribers.lastMessageId))
        .leftJoin(users, eq(users.id, inboxMessages.agentUserId))
        .where(eq(subscribers.id, id));
      if (!row) return null;
      return {
        subscriber: row.subscriber,
        lastMessage: row.message ? { ...row.message, agentName: row.agentName } : null,
      };
    },

    async subscriber(id: number): Promise<SubscriberRow | null> {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      return row ?? null;
    },

    /** Taken over by a person (the bot stays silent) at `at`, or handed back with null. */
    async setTakenOver(subscriberId: number, at: Date | null): Promise<Date | null> {
      const [row] = await db
        .update(subscribers)
        .set({ takenOverAt: at })
        .where(eq(subscribers.id, subscriberId))
        .returning({ takenOverAt: subscribers.takenOverAt });
      return row?.takenOverAt ?? null;
    },

    async markRead(subscriberId: number): Promise<void> {
      await db.update(subscribers).set({ unreadCount: 0 }).where(eq(subscribers.id, subscriberId));
    },

    /** Conversations with unread messages on the viewer's own pages and accounts, per channel. */
    async unreadCounts(userId: number): Promise<Record<InboxChannel, number>> {
      const rows = await db
        .select({ channel: subscribers.channel, count: sql<number>`count(*)::int` })
        .from(subscribers)
        .where(and(gt(subscribers.unreadCount, 0), ownedBy({ userId, isAdmin: false })))
        .groupBy(subscribers.channel);
      const counts = { messenger: 0, instagram: 0 };
      for (const row of rows) counts[row.channel] = Number(row.count);
      return counts;
    },

    /** Who is told about a conversation's events: the owners of its page or Instagram account. */
    async ownerIds(subscriber: Pick<SubscriberRow, 'pageId' | 'instagramAccountId'>): Promise<number[]> {
      const rows = subscriber.pageId
        ? await db
            .select({ userId: pageOwners.userId })
            .from(pageOwners)
            .where(eq(pageOwners.pageId, subscriber.pageId))
        : await db
            .select({ userId: instagramAccountOwners.userId })
            .from(instagramAccountOwners)
            .where(eq(instagramAccountOwners.accountId, subscriber.instagramAccountId!));
      return rows.map((row) => row.userId);
    },

    async mediaFile(id: number, viewer: Viewer) {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, id), viewer.isAdmin ? undefined : eq(mediaFiles.ownerUserId, viewer.userId)));
      return row ?? null;
    },

    async messageByClientId(subscriberId: number, clientId: string): Promise<MessageRow | null> {
      const [row] = await messagesWhere(
        and(eq(inboxMessages.subscriberId, subscriberId), eq(inboxMessages.clientId, clientId)),
      );
      return row ?? null;
    },

    /** Unit-level tests and the benchmark's seeding: a subscriber made directly. */
    async insertSubscriber(values: typeof subscribers.$inferInsert): Promise<SubscriberRow> {
      const [row] = await db.insert(subscribers).values(values).returning();
      return row!;
    },
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
