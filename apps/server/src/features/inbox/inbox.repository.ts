import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InboxChannel, InboxMessageAuthor, InboxMessageKind, SharedMedia, SubscriberSource } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { createPrebuiltStatements } from '../../platform/db/shaped-statements.ts';
import { instagramAccounts, pages, replyTrails, subscribers } from '../../platform/db/schema.ts';

/** Our page or Instagram account a conversation belongs to. */
export type InboxAccount = {
  channel: InboxChannel;
  pageId: number | null;
  instagramAccountId: number | null;
  /** An Instagram account's linked page: its bot answers the account's postbacks (ice breakers, menu). */
  linkedPageId?: number | null;
};

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
  attachments: { type: string; url: string | null; share?: SharedMedia }[];
  metaMessageId: string;
  story: { id: string | null; url: string | null } | null;
  postbackPayload: string | null;
  /** Read back from Meta's conversations after a webhook gap rather than delivered by a webhook. */
  arrivedLate?: boolean;
};

/** A private reply Meta accepted, as `storePrivateReplies` stores it. */
export type PrivateReplyRow = {
  /** The page that sent it; the conversation is the Instagram account's when `instagram_account_id` is set. */
  page_id: number | null;
  instagram_account_id: number | null;
  meta_user_id: string;
  meta_message_id: string;
  comment_id: string;
  post_id: string | null;
  trail_id: number | null;
  text: string | null;
  at: Date;
};

type Rows = { rows: Record<string, unknown>[] };
export type StoredSubscriber = { id: number; created: boolean; profileFetchedAt: Date | null };
const rowsOf = (result: unknown) => (result as Rows).rows;

/**
 * The subscriber and the message in one statement (see storeMessage), built once per kind of account with
 * placeholders for every value.
 */
function storeMessageSql(onPage: boolean) {
  const conflict = onPage
    ? sql`(page_id, meta_user_id) where page_id is not null`
    : sql`(instagram_account_id, meta_user_id) where instagram_account_id is not null`;
  const fresh = sql`not exists (select 1 from existing)`;
  return sql`
        with existing as (select id from inbox_messages where meta_message_id = ${sql.placeholder('metaMessageId')}),
        new_id as (select nextval(pg_get_serial_sequence('inbox_messages', 'id')) as id),
        s as (
          insert into subscribers (channel, page_id, instagram_account_id, meta_user_id, name, source, source_ref,
                                   started_by_comment, first_interaction_at, last_interaction_at, last_incoming_at,
                                   unread_count, last_message_id)
          select ${sql.placeholder('channel')}, ${sql.placeholder('pageId')}::int, ${sql.placeholder('instagramAccountId')}::int, ${sql.placeholder('metaUserId')},
                 null::text, ${sql.placeholder('source')}, ${sql.placeholder('sourceRef')}::text, null::jsonb,
                 ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('lastIncomingAt')}::timestamptz,
                 ${sql.placeholder('unread')}::int, new_id.id
          from new_id
          on conflict ${conflict} do update set
            first_interaction_at = least(subscribers.first_interaction_at, excluded.first_interaction_at),
            last_interaction_at = case when ${fresh}
              then greatest(subscribers.last_interaction_at, excluded.last_interaction_at) else subscribers.last_interaction_at end,
            last_incoming_at = case when ${fresh} and excluded.last_incoming_at is not null
              then greatest(coalesce(subscribers.last_incoming_at, excluded.last_incoming_at), excluded.last_incoming_at)
              else subscribers.last_incoming_at end,
            unread_count = subscribers.unread_count + case when ${fresh} then excluded.unread_count else 0 end,
            last_message_id = case when ${fresh}
              then greatest(coalesce(subscribers.last_message_id, 0), excluded.last_message_id) else subscribers.last_message_id end,
            name = coalesce(subscribers.name, excluded.name),
            -- A private reply's echo may be stored first: the comment stays where the conversation came from.
            source = case when excluded.started_by_comment is not null and subscribers.started_by_comment is null
                          and subscribers.last_incoming_at is null then excluded.source else subscribers.source end,
            source_ref = case when excluded.started_by_comment is not null and subscribers.started_by_comment is null
                          and subscribers.last_incoming_at is null then excluded.source_ref else subscribers.source_ref end,
            started_by_comment = coalesce(subscribers.started_by_comment, excluded.started_by_comment)
          returning id, (xmax = 0) as created, profile_fetched_at
        ),
        m as (
          insert into inbox_messages
            (id, subscriber_id, direction, kind, author, text, attachments, meta_message_id, story, postback_payload,
             status, arrived_late, occurred_at) overriding system value
          select new_id.id, s.id, ${sql.placeholder('direction')}, ${sql.placeholder('kind')}, ${sql.placeholder('author')}, ${sql.placeholder('text')}::text,
                 ${sql.placeholder('attachments')}::jsonb, ${sql.placeholder('metaMessageId')},
                 ${sql.placeholder('story')}::jsonb, ${sql.placeholder('postbackPayload')}::text,
                 ${sql.placeholder('status')}::text, ${sql.placeholder('arrivedLate')}::boolean,
                 ${sql.placeholder('at')}::timestamptz
          from s, new_id
          on conflict (meta_message_id) do nothing
          returning id, (xmax = 0) as inserted
        )
        select s.id, s.created, s.profile_fetched_at, m.id as message_id, m.inserted from s left join m on true`;
}

/** The SQL of subscribers and the messages ingest stores: every write is keyed by Meta's ids, so it happens once. */
export function createInboxRepository(db: Db) {
  const prebuilt = createPrebuiltStatements(db);
  return {
    async pageByMetaId(metaPageId: string): Promise<number | null> {
      const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.metaPageId, metaPageId));
      return row?.id ?? null;
    },

    /** The account by Meta's id, with the page it is linked to (whose bot answers its postbacks). */
    async instagramAccountByMetaId(metaAccountId: string): Promise<{ id: number; pageId: number | null } | null> {
      const [row] = await db
        .select({ id: instagramAccounts.id, pageId: instagramAccounts.pageId })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.metaAccountId, metaAccountId));
      return row ?? null;
    },

    /**
     * The subscriber and the message in one statement (one round trip: the webhook dispatcher and the reply engine
     * share the database). The counters move only when the message is new, so a redelivered event changes nothing.
     * Answers null for a message stored already.
     */
    async storeMessage(
      touch: SubscriberTouch,
      message: StoredMessage,
    ): Promise<{ subscriber: StoredSubscriber; messageId: number; inserted: boolean } | null> {
      const { account } = touch;
      const at = touch.at.toISOString();
      const incoming = message.direction === 'in';
      const onPage = account.pageId !== null;
      const result = await prebuilt(
        onPage ? 'storeMessage:page' : 'storeMessage:instagram',
        () => storeMessageSql(onPage),
        {
          channel: account.channel,
          pageId: account.pageId,
          instagramAccountId: account.instagramAccountId,
          metaUserId: touch.metaUserId,
          source: touch.source,
          sourceRef: touch.sourceRef,
          at,
          lastIncomingAt: incoming ? at : null,
          unread: incoming ? 1 : 0,
          direction: message.direction,
          kind: message.kind,
          author: message.author,
          text: message.text,
          attachments: JSON.stringify(message.attachments),
          metaMessageId: message.metaMessageId,
          story: message.story ? JSON.stringify(message.story) : null,
          postbackPayload: message.postbackPayload,
          status: message.direction === 'out' ? 'sent' : null,
          arrivedLate: message.arrivedLate === true,
        },
      );
      const row = rowsOf(result)[0];
      if (!row || row.message_id == null) return null;
      const fetched = row.profile_fetched_at;
      return {
        subscriber: {
          id: Number(row.id),
          created: row.created === true,
          profileFetchedAt: fetched == null ? null : new Date(fetched as string | Date),
        },
        messageId: Number(row.message_id),
        inserted: row.inserted === true,
      };
    },

    /** A referral without a message still opens the window and is where a new person came from. */
    async touchIncoming(touch: SubscriberTouch): Promise<StoredSubscriber> {
      const { account } = touch;
      const at = touch.at.toISOString();
      const conflict =
        account.pageId !== null
          ? sql`(page_id, meta_user_id) where page_id is not null`
          : sql`(instagram_account_id, meta_user_id) where instagram_account_id is not null`;
      const result = await db.execute(sql`
        insert into subscribers (channel, page_id, instagram_account_id, meta_user_id, source, source_ref,
                                 first_interaction_at, last_interaction_at, last_incoming_at)
        values (${account.channel}, ${account.pageId}::int, ${account.instagramAccountId}::int, ${touch.metaUserId},
                ${touch.source}, ${touch.sourceRef}::text, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
        on conflict ${conflict} do update set
          first_interaction_at = least(subscribers.first_interaction_at, excluded.first_interaction_at),
          last_interaction_at = greatest(subscribers.last_interaction_at, excluded.last_interaction_at),
          last_incoming_at = greatest(coalesce(subscribers.last_incoming_at, excluded.last_incoming_at),
                                      excluded.last_incoming_at)
        returning id, (xmax = 0) as created, profile_fetched_at`);
      const row = rowsOf(result)[0]!;
      const fetched = row.profile_fetched_at;
      return {
        id: Number(row.id),
        created: row.created === true,
        profileFetchedAt: fetched == null ? null : new Date(fetched as string | Date),
      };
    },

    /**
     * Meta's echo of a reply sent from the inbox: the message is Meta's. Only a row not marked sent changes (its
     * process stopped before Meta's answer, or the answer was lost); answers its conversation, or null.
     */
    async confirmOwnSend(
      account: InboxAccount,
      messageId: number,
      metaMessageId: string,
      at: Date,
    ): Promise<number | null> {
      const ofAccount =
        account.pageId !== null
          ? sql`s.page_id = ${account.pageId}`
          : sql`s.instagram_account_id = ${account.instagramAccountId}`;
      const result = await db.execute(sql`
        with m as (
          update inbox_messages set status = 'sent', meta_message_id = coalesce(meta_message_id, ${metaMessageId}),
                 error_code = null, error_subcode = null, error_message = null
          where id = ${messageId} and direction = 'out' and status <> 'sent'
            and exists (select 1 from subscribers s where s.id = inbox_messages.subscriber_id and ${ofAccount})
            and not exists (select 1 from inbox_messages other where other.meta_message_id = ${metaMessageId})
          returning id, subscriber_id
        )
        update subscribers s set last_interaction_at = greatest(s.last_interaction_at, ${at.toISOString()}::timestamptz),
               last_message_id = greatest(coalesce(s.last_message_id, 0), m.id), blocked_at = null
        from m where s.id = m.subscriber_id
        returning s.id`);
      const row = rowsOf(result)[0];
      return row ? Number(row.id) : null;
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

    /**
     * Campaign private replies Meta accepted, many in one statement (they come at the reply engine's pace, and one
     * statement each slowed it down): each commenter becomes a subscriber whose conversation starts with the comment,
     * its name and text read from the trail. A reply whose echo was stored first becomes the campaign's message and
     * moves no counter. Answers, per item, the conversation and the message.
     */
    async storePrivateReplies(items: PrivateReplyRow[]): Promise<{ subscriberId: number; messageId: number }[]> {
      const results: { subscriberId: number; messageId: number }[] = [];
      // One statement may touch a subscriber row once: a commenter answered twice waits for the next round. Messenger
      // and Instagram conversations are different rows (and unique indexes): each round stores one channel.
      for (const round of roundsBySubscriber(items)) {
        const instagram = round[0]!.item.instagram_account_id !== null;
        const channel = instagram
          ? {
              name: sql`'instagram'`,
              owner: sql`null::int, instagram_account_id`,
              conflict: sql`(instagram_account_id, meta_user_id) where instagram_account_id is not null`,
              join: sql`s.instagram_account_id = rows.instagram_account_id`,
            }
          : {
              name: sql`'messenger'`,
              owner: sql`page_id, null::int`,
              conflict: sql`(page_id, meta_user_id) where page_id is not null`,
              join: sql`s.page_id = rows.page_id`,
            };
        const input = JSON.stringify(round.map(({ item }, ord) => ({ ...item, at: item.at.toISOString(), ord })));
        const result = await db.execute(sql`
          with input as (
            select r.*, (select 1 from inbox_messages m where m.meta_message_id = r.meta_message_id) is not null as seen
            from jsonb_to_recordset(${input}::jsonb) as r(ord int, page_id int, instagram_account_id int, meta_user_id text, meta_message_id text,
                 comment_id text, post_id text, trail_id bigint, text text, at timestamptz)
          ),
          rows as (
            select input.*, case when not seen then nextval(pg_get_serial_sequence('inbox_messages', 'id')) end as message_id,
                   t.commenter_name,
                   jsonb_build_object('comment_id', coalesce(t.meta_comment_id, input.comment_id), 'post_id', input.post_id,
                                      'text', coalesce(t.comment_text, '')) as started_by_comment
            -- The "= any(array(...))" filters here and in "known" let the planner probe the indexes: it takes the
            -- recordset for 100 rows and would otherwise scan the whole table, which grows with every message.
            from input left join ${replyTrails} t
              on t.id = input.trail_id and t.id = any(array(select trail_id from input where trail_id is not null))
          ),
          s as (
            insert into subscribers (channel, page_id, instagram_account_id, meta_user_id, name, source, source_ref,
                                     started_by_comment, first_interaction_at, last_interaction_at, unread_count,
                                     last_message_id)
            select ${channel.name}, ${channel.owner}, meta_user_id, commenter_name, 'comment', comment_id,
                   started_by_comment, at, at, 0, message_id
            from rows
            on conflict ${channel.conflict} do update set
              first_interaction_at = least(subscribers.first_interaction_at, excluded.first_interaction_at),
              last_interaction_at = case when excluded.last_message_id is null then subscribers.last_interaction_at
                else greatest(subscribers.last_interaction_at, excluded.last_interaction_at) end,
              last_message_id = greatest(subscribers.last_message_id, excluded.last_message_id),
              name = coalesce(subscribers.name, excluded.name),
              -- The comment stays where the conversation came from unless the customer wrote first.
              source = case when subscribers.started_by_comment is null and subscribers.last_incoming_at is null
                            then excluded.source else subscribers.source end,
              source_ref = case when subscribers.started_by_comment is null and subscribers.last_incoming_at is null
                                then excluded.source_ref else subscribers.source_ref end,
              started_by_comment = coalesce(subscribers.started_by_comment, excluded.started_by_comment)
            returning id, page_id, instagram_account_id, meta_user_id
          ),
          known as (
            update inbox_messages m set kind = 'private_reply', author = 'campaign', status = 'sent'
            from rows where rows.seen and m.meta_message_id = rows.meta_message_id
              and m.meta_message_id = any(array(select meta_message_id from rows where seen))
            returning rows.ord, m.subscriber_id, m.id
          ),
          m as (
            insert into inbox_messages (id, subscriber_id, direction, kind, author, text, attachments, meta_message_id,
                                        status, occurred_at) overriding system value
            select rows.message_id, s.id, 'out', 'private_reply', 'campaign', rows.text, '[]'::jsonb,
                   rows.meta_message_id, 'sent', rows.at
            from rows join s on ${channel.join} and s.meta_user_id = rows.meta_user_id
            where not rows.seen
            on conflict (meta_message_id) do update set kind = excluded.kind, author = excluded.author, status = 'sent'
            returning subscriber_id, id, meta_message_id
          )
          select ord, subscriber_id, id from known
          union all
          select rows.ord, m.subscriber_id, m.id from m join rows on rows.meta_message_id = m.meta_message_id`);
        for (const row of rowsOf(result)) {
          results[round[Number(row.ord)]!.index] = {
            subscriberId: Number(row.subscriber_id),
            messageId: Number(row.id),
          };
        }
      }
      return results;
    },

    async subscribersForProfile(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(subscribers).where(inArray(subscribers.id, ids));
    },

    /** Each profile read, in one statement; a refusal keeps the name and picture the row had. */
    async saveProfiles(
      profiles: { id: number; name: string | null; pictureUrl: string | null; error: string | null }[],
      at: Date,
    ) {
      if (profiles.length === 0) return;
      const rows = JSON.stringify(
        profiles.map((profile) => ({
          id: profile.id,
          name: profile.name,
          picture_url: profile.pictureUrl,
          error: profile.error,
        })),
      );
      await db.execute(sql`
        update ${subscribers} s set
          name = case when p.error is null then p.name else s.name end,
          picture_url = case when p.error is null then p.picture_url else s.picture_url end,
          profile_error = p.error,
          profile_fetched_at = ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${rows}::jsonb) as p(id int, name text, picture_url text, error text)
        where s.id = p.id and s.id = any(${`{${profiles.map((profile) => Number(profile.id)).join(',')}}`}::int[])`);
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;

/** Splits items so that each subscriber appears at most once per round, keeping their order and original index. */
function roundsBySubscriber(items: PrivateReplyRow[]): { item: PrivateReplyRow; index: number }[][] {
  const rounds: { item: PrivateReplyRow; index: number }[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = `${item.instagram_account_id === null ? `p${item.page_id}` : `i${item.instagram_account_id}`}:${item.meta_user_id}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    // Rounds alternate by channel: round 2n holds Messenger conversations, 2n+1 Instagram ones.
    const slot = round * 2 + (item.instagram_account_id === null ? 0 : 1);
    (rounds[slot] ??= []).push({ item, index });
  });
  return rounds.filter((round) => round !== undefined);
}
