-- The Decide step of comment replies for a batch of comments, as one call: the trail rows (unique per campaign and
-- comment: the once-only guard), the batch's monthly quota and the outbound actions. It lives in a PL/pgSQL
-- function because Postgres keeps the plan of a statement inside a function for the session: planning this
-- statement took longer than running it for the small batches of a steady stream of comments.
-- The current body: created or replaced after the migrations on every start (platform/db/repeatable-sql.ts);
-- migration 0006 first created it. The caller (trail/trail.repository.ts, decideMany) documents the input and the
-- output rows.
create or replace function decide_replies(input_rows jsonb, lease timestamptz)
returns table (row_kind text, trail_id bigint, campaign_id integer, comment_id text, decision text, reserved boolean, action jsonb)
language plpgsql
as $$
#variable_conflict use_column
begin
  return query
  with input as (
    select * from jsonb_to_recordset(input_rows)
      as x(idx integer, campaign_id integer, page_id integer, instagram_account_id integer, comment_id text, meta_comment_id text, commenter_id text, commenter_name text, comment_text text,
           commented_at timestamptz, decision text, reason text, matched_word text, public_status text, private_status text,
           once_per_person boolean, planned integer, month text, quota_limit integer, actions jsonb,
           hide_status text, hide_reason text)
  ),
  trails as (
    insert into reply_trails (campaign_id, page_id, comment_id, meta_comment_id, commenter_id, commenter_name, comment_text, commented_at,
                              decision, reason, matched_word, public_status, private_status, hide_status, hide_reason)
    select x.campaign_id, x.page_id, x.comment_id, x.meta_comment_id, x.commenter_id, x.commenter_name, x.comment_text, x.commented_at,
           case when answered then 'skipped' else x.decision end,
           case when answered then 'already-answered-person' else x.reason end,
           x.matched_word,
           case when answered then 'none' else x.public_status end,
           case when answered then 'none' else x.private_status end,
           -- Hiding is not a reply: a person answered before is still hidden.
           coalesce(x.hide_status, 'none'), x.hide_reason
    from input x
    -- A lateral lookup with a limit, so each row probes the (campaign, commenter) index; an EXISTS here is
    -- planned as a hash of the whole table, which grows with every comment ever answered.
    cross join lateral (
      select coalesce((
        select true from reply_trails t
        where x.once_per_person and t.campaign_id = x.campaign_id and t.commenter_id = x.commenter_id
          and t.decision in ('matched', 'not_matching')
        limit 1
      ), false) as answered
    ) person
    order by x.idx
    on conflict (campaign_id, comment_id) do nothing
    returning id, campaign_id, comment_id, decision
  ),
  wanting as (
    select distinct on (t.id) x.*, t.id as trail_id
    from trails t join input x on x.campaign_id = t.campaign_id and x.comment_id = t.comment_id
    where t.decision <> 'skipped' and x.planned > 0
    order by t.id, x.idx
  ),
  -- The quota is the page's, or an Instagram account's own (its usage row has no page).
  totals as (
    select page_id, instagram_account_id, month, max(quota_limit) as quota_limit, bool_or(quota_limit is null) as unlimited,
           sum(planned)::integer as planned
    from wanting group by page_id, instagram_account_id, month
  ),
  reserved as (
    insert into reply_usage as u (page_id, instagram_account_id, month, used)
    select case when instagram_account_id is null then page_id end, instagram_account_id, month, planned
    from totals where unlimited or planned <= quota_limit
    on conflict (page_id, instagram_account_id, month) do update set used = u.used + excluded.used
      where exists (
        select 1 from totals g
        where g.month = excluded.month and g.instagram_account_id is not distinct from excluded.instagram_account_id
          and (excluded.instagram_account_id is not null or g.page_id = excluded.page_id)
          and (g.unlimited or u.used + excluded.used <= g.quota_limit)
      )
    returning page_id, instagram_account_id, month
  ),
  actions as (
    insert into outbound_actions (idempotency_key, kind, page_id, campaign_id, trail_id, request, status, attempts, next_attempt_at)
    select a.idempotency_key, a.kind, w.page_id, w.campaign_id, w.trail_id, a.request, 'sending', 1, lease
    from wanting w
    join reserved r on r.month = w.month and r.instagram_account_id is not distinct from w.instagram_account_id
                       and (w.instagram_account_id is not null or r.page_id = w.page_id)
    cross join lateral jsonb_to_recordset(w.actions) as a(idempotency_key text, kind text, request jsonb)
    on conflict (idempotency_key) do nothing
    returning *
  )
  select 'trail'::text, t.id, t.campaign_id, t.comment_id, t.decision,
         exists (select 1 from reserved r join wanting w
                   on r.month = w.month and r.instagram_account_id is not distinct from w.instagram_account_id
                      and (w.instagram_account_id is not null or r.page_id = w.page_id)
                 where w.trail_id = t.id),
         null::jsonb
  from trails t
  union all
  select 'action'::text, a.trail_id, a.campaign_id, null::text, null::text, null::boolean, to_jsonb(a.*) from actions a;
end;
$$;
