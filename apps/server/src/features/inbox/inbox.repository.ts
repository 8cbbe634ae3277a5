import { and, eq, sql } from 'drizzle-orm';
import type { InboxChannel, InboxMessageAuthor, InboxMessageKind, SubscriberSource } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { inboxMessages, instagramAccounts, pages, replyTrails, subscribers } from '../../platform/db/schema.ts';

/** Our page or Instagram account a conversation belongs to. */
export type InboxAccount = { channel: InboxChannel; pageId: number | null; instagramAccountId: number | null };

export type SubscriberTouch = {
  account: InboxAccount;
  metaUserId: string;
  source: SubscriberSource;
  sourceRef: string | null;
  at: Date;
};

export type StoredMessage = {
  direction: 'in' | 'out';
  kind: InboxMessageKind;
  author: InboxMessageAuthor;
  text: string | null;
  attachments: { type: string; url: string | null }[];
  metaMessageId: string;
  story: { id: string | null; url: string | null } | null;
  postbackPayload: string | null;
};

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** The SQL of subscribers and the messages ingest stores: every write is keyed by Meta's ids, so it happens once. */
export function createInboxRepository(db: Db) {
  /** One row per person and account even when two of their events arrive at once (insert … on conflict). */
  async function upsertSubscriber(
    tx: Pick<Db, 'execute'>,
    touch: SubscriberTouch,
    extra: { startedByComment?: unknown } = {},
  ): Promise<{ id: number; created: boolean; profileFetchedAt: Date | null }> {
    const { account } = touch;
    const at = touch.at.toISOString();
    const conflict =
      account.pageId !== null
        ? sql`(page_id, meta_user_id) where page_id is not null`
        : sql`(instagram_account_id, meta_user_id) where instagram_account_id is not null`;
    const startedByComment = extra.startedByComment ? JSON.stringify(extra.startedByComment) : null;
    const result = await tx.execute(sql`
      insert into subscribers (channel, page_id, instagram_account_id, meta_user_id, source, source_ref,
                               started_by_comment, first_interaction_at, last_interaction_at)
      values (${account.channel}, ${account.pageId}, ${account.instagramAccountId}, ${touch.metaUserId},
              ${touch.source}, ${touch.sourceRef}, ${startedByComment}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
      on conflict ${conflict} do update set
        first_interaction_at = least(subscribers.first_interaction_at, excluded.first_interaction_at),
        -- A private reply's echo may be stored first: the comment stays where the conversation came from.
        source = case when excluded.started_by_comment is not null and subscribers.started_by_comment is null
                      and subscribers.last_incoming_at is null then excluded.source else subscribers.source end,
        source_ref = case when excluded.started_by_comment is not null and subscribers.started_by_comment is null
                      and subscribers.last_incoming_at is null then excluded.source_ref else subscribers.source_ref end,
        started_by_comment = coalesce(subscribers.started_by_comment, excluded.started_by_comment)
      returning id, (xmax = 0) as created, profile_fetched_at`);
    const row = rowsOf(result)[0]!;
    const fetched = row.profile_fetched_at;
    return {
      id: Number(row.id),
      created: row.created === true,
      profileFetchedAt: fetched == null ? null : new Date(fetched as string | Date),
    };
  }

  return {
    async pageByMetaId(metaPageId: string): Promise<number | null> {
      const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.metaPageId, metaPageId));
      return row?.id ?? null;
    },

    async instagramAccountByMetaId(metaAccountId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: instagramAccounts.id })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.metaAccountId, metaAccountId));
      return row?.id ?? null;
    },

    /**
     * The subscriber and the message in one transaction; the counters move only when the message is new, so a
     * redelivered event changes nothing. Answers null for a message stored already.
     */
    async storeMessage(
      touch: SubscriberTouch,
      message: StoredMessage,
      options: { replace?: boolean; startedByComment?: unknown } = {},
    ) {
      return db.transaction(async (tx) => {
        const subscriber = await upsertSubscriber(tx, touch, { startedByComment: options.startedByComment });
        const values = { ...message, subscriberId: subscriber.id, occurredAt: touch.at };
        const insert = tx.insert(inboxMessages).values(values);
        // A private reply recorded after its echo: the echo's row becomes the campaign's message.
        const [stored] = options.replace
          ? await insert
              .onConflictDoUpdate({
                target: inboxMessages.metaMessageId,
                set: { kind: message.kind, author: message.author, status: 'sent' },
              })
              .returning({ id: inboxMessages.id, inserted: sql<boolean>`(xmax = 0)` })
          : await insert
              .onConflictDoNothing({ target: inboxMessages.metaMessageId })
              .returning({ id: inboxMessages.id, inserted: sql<boolean>`true` });
        if (!stored) return null;
        const incoming = message.direction === 'in';
        const at = touch.at.toISOString();
        if (stored.inserted) {
          await tx
            .update(subscribers)
            .set({
              lastInteractionAt: sql`greatest(${subscribers.lastInteractionAt}, ${at}::timestamptz)`,
              lastMessageId: sql`greatest(coalesce(${subscribers.lastMessageId}, 0), ${stored.id})`,
              ...(incoming
                ? {
                    lastIncomingAt: sql`greatest(coalesce(${subscribers.lastIncomingAt}, ${at}::timestamptz), ${at}::timestamptz)`,
                    unreadCount: sql`${subscribers.unreadCount} + 1`,
                  }
                : {}),
            })
            .where(eq(subscribers.id, subscriber.id));
        }
        return { subscriber, messageId: stored.id, inserted: stored.inserted };
      });
    },

    /** A referral without a message still opens the window and is where the person came from. */
    async touchIncoming(touch: SubscriberTouch) {
      return db.transaction(async (tx) => {
        const subscriber = await upsertSubscriber(tx, touch);
        const at = touch.at.toISOString();
        await tx
          .update(subscribers)
          .set({
            lastInteractionAt: sql`greatest(${subscribers.lastInteractionAt}, ${at}::timestamptz)`,
            lastIncomingAt: sql`greatest(coalesce(${subscribers.lastIncomingAt}, ${at}::timestamptz), ${at}::timestamptz)`,
          })
          .where(eq(subscribers.id, subscriber.id));
        return subscriber;
      });
    },

    /** Meta's read watermark: the customer read what we sent up to then. Null when no such subscriber. */
    async markCustomerRead(account: InboxAccount, metaUserId: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(subscribers)
        .set({
          customerReadAt: sql`greatest(coalesce(${subscribers.customerReadAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            account.pageId !== null
              ? eq(subscribers.pageId, account.pageId)
              : eq(subscribers.instagramAccountId, account.instagramAccountId!),
            eq(subscribers.metaUserId, metaUserId),
          ),
        )
        .returning({ id: subscribers.id });
      return row?.id ?? null;
    },

    /** The comment a campaign answered privately (its trail), shown at the top of the conversation. */
    async trailComment(trailId: number) {
      const [row] = await db
        .select({ text: replyTrails.commentText, metaCommentId: replyTrails.metaCommentId })
        .from(replyTrails)
        .where(eq(replyTrails.id, trailId));
      return row ?? null;
    },

    async subscriberForProfile(id: number) {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      return row ?? null;
    },

    async saveProfile(
      id: number,
      profile: { name: string | null; pictureUrl: string | null; error: string | null },
      at: Date,
    ) {
      await db
        .update(subscribers)
        .set({
          ...(profile.error === null ? { name: profile.name, pictureUrl: profile.pictureUrl } : {}),
          profileError: profile.error,
          profileFetchedAt: at,
        })
        .where(eq(subscribers.id, id));
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
