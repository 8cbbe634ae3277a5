import { sql, type SQL } from 'drizzle-orm';
import type { HomeEventIds } from '../../platform/db/schema.ts';

/** Whose figures: one page or Instagram account (the home's live read), or every owner (the fold). */
export type HomeOwner = { kind: 'page' | 'instagram'; id: number };

/**
 * The figures the events of [from, to) make, per owner, business day (in `zone`) and figure: rows of
 * (owner_kind, owner_id, day, figure, amount). The same statement folds closed days for every owner and reads the
 * open days live for one, so the rollups and the live figures cannot disagree on what counts:
 * - a comment answered is a campaign's comment with its public or private reply sent; a private reply, one sent;
 * - messages received are incoming; sent, outgoing ones Meta took; bot answers, those the bot wrote;
 * - a post published is a target published then, an order a request made then;
 * - the funnel (the reply reports'): the campaigns' comments, their order forms opened (by the form's sending day)
 *   and the orders made from those forms (by the order's day).
 * Events count on the day they were stored (a message's `created_at`, not Meta's time): `after` (ids below which
 * every event is older than `from`) then makes each table's read an index range, not a scan.
 */
export function homeEventsSql(
  range: { from: Date; to: Date; zone: string },
  owner: HomeOwner | null,
  after: HomeEventIds | null,
): SQL {
  const { from, to, zone } = range;
  const day = (column: SQL) => sql`(${column} at time zone ${zone})::date`;
  const inRange = (column: SQL) => sql`${column} >= ${from} and ${column} < ${to}`;
  const campaignOwner = sql`case c.channel when 'instagram' then 'instagram' else 'page' end`;
  const campaignOwnerId = sql`case c.channel when 'instagram' then c.instagram_account_id else c.page_id end`;
  const campaignIs = (target: HomeOwner | null) =>
    target === null
      ? sql`true`
      : target.kind === 'page'
        ? sql`c.channel = 'fb' and c.page_id = ${target.id}`
        : sql`c.channel = 'instagram' and c.instagram_account_id = ${target.id}`;
  // A page's trails by their index (page, time); an Instagram account's through its campaigns.
  const trailsOf = owner?.kind === 'page' ? sql`t.page_id = ${owner.id} and ${campaignIs(owner)}` : campaignIs(owner);
  const subscriberIs =
    owner === null
      ? sql`true`
      : owner.kind === 'page'
        ? sql`s.channel = 'messenger' and s.page_id = ${owner.id}`
        : sql`s.channel = 'instagram' and s.instagram_account_id = ${owner.id}`;
  const targetIs =
    owner === null
      ? sql`true`
      : owner.kind === 'page'
        ? sql`p.page_id = ${owner.id}`
        : sql`p.instagram_account_id = ${owner.id}`;
  const orderIs = owner === null ? sql`true` : owner.kind === 'page' ? sql`o.page_id = ${owner.id}` : sql`false`;
  const idAfter = (column: SQL, id: number | undefined) => (id === undefined ? sql`true` : sql`${column} > ${id}`);

  // The messages' `offset 0` keeps their id range apart: read first (an index range), not every message of each of
  // the page's subscribers.
  return sql`
    select ${campaignOwner} as owner_kind, ${campaignOwnerId} as owner_id, ${day(sql`t.created_at`)} as day,
      f.figure, f.amount
    from reply_trails t join reply_campaigns c on c.id = t.campaign_id
    cross join lateral (values
      ('comments_answered', (t.public_status = 'sent' or t.private_status = 'sent')::int),
      ('private_replies', (t.private_status = 'sent')::int),
      ('funnel_comments', 1)
    ) as f(figure, amount)
    where ${trailsOf} and ${idAfter(sql`t.id`, after?.trails)} and ${inRange(sql`t.created_at`)}
    union all
    select case s.channel when 'instagram' then 'instagram' else 'page' end,
      case s.channel when 'instagram' then s.instagram_account_id else s.page_id end,
      ${day(sql`m.created_at`)}, f.figure, f.amount
    from (select * from inbox_messages where ${idAfter(sql`id`, after?.messages)} offset 0) m
    join subscribers s on s.id = m.subscriber_id
    cross join lateral (values
      ('messages_received', (m.direction = 'in')::int),
      ('messages_sent', (m.direction = 'out' and coalesce(m.status, 'sent') = 'sent')::int),
      ('bot_answers', (m.direction = 'out' and m.author = 'bot' and coalesce(m.status, 'sent') = 'sent')::int)
    ) as f(figure, amount)
    where ${subscriberIs} and ${inRange(sql`m.created_at`)}
    union all
    select case when p.page_id is null then 'instagram' else 'page' end, coalesce(p.page_id, p.instagram_account_id),
      ${day(sql`p.published_at`)}, 'posts_published', 1
    from post_targets p
    where ${targetIs} and p.status = 'published' and ${inRange(sql`p.published_at`)}
    union all
    select 'page', o.page_id, ${day(sql`o.created_at`)}, 'orders', 1
    from order_requests o
    where ${orderIs} and ${idAfter(sql`o.id`, after?.orders)} and ${inRange(sql`o.created_at`)}
    union all
    select ${campaignOwner}, ${campaignOwnerId}, ${day(sql`l.created_at`)}, 'funnel_forms_opened', 1
    from order_links l join reply_campaigns c on c.id = l.source_id
    where l.source = 'reply-campaign' and l.opened_at is not null and ${campaignIs(owner)}
      and ${idAfter(sql`l.id`, after?.links)} and ${inRange(sql`l.created_at`)}
    union all
    select ${campaignOwner}, ${campaignOwnerId}, ${day(sql`o.created_at`)}, 'funnel_orders', 1
    from order_requests o join order_links l on l.id = o.order_link_id join reply_campaigns c on c.id = l.source_id
    where l.source = 'reply-campaign' and ${campaignIs(owner)} and ${idAfter(sql`o.id`, after?.orders)}
      and ${inRange(sql`o.created_at`)}
  `;
}

/** The events' rows summed per owner, day and figure (zero sums dropped). */
export function homeFiguresSql(
  range: { from: Date; to: Date; zone: string },
  owner: HomeOwner | null,
  after: HomeEventIds | null,
) {
  return sql`
    select owner_kind, owner_id, day, figure, sum(amount)::int as amount
    from (${homeEventsSql(range, owner, after)}) as events
    where owner_id is not null
    group by owner_kind, owner_id, day, figure
    having sum(amount) > 0
  `;
}
