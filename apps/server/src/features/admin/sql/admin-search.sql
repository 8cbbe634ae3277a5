-- The admin's searches (admin/pages: admin-pages.repository.ts, admin-instagram.repository.ts): the ids of the pages
-- or Instagram accounts whose name, domain or username, or an owner's username, starts with the term, or whose Meta
-- id or our id is the term; newest first, at most `row_limit`. No term: the newest.
-- Prefixes, not substrings (what an admin types: the start of a name, a username, an id). A prefix is the range
-- [range_from, range_to) of its text_pattern_ops index on lower(...) (search-range.ts makes it), read in the index's
-- order and cut at the limit: one bounded index range per kind, merged (a term matching more than the limit gives
-- the first by name; the admin types on to narrow it). An OR of the kinds would read every row, and a kind ordered
-- by id would walk the primary key past every row that does not match.
-- In PL/pgSQL with the generic plan forced: with the term as a parameter Postgres plans every search again (each
-- prefix's own plan looks cheaper than the one plan for all), and on the embedded database planning a search cost
-- more than running it. The generic plan is the one above whatever the term.
-- The current bodies: created or replaced after the migrations on every start (platform/db/repeatable-sql.ts).
create or replace function admin_search_page_ids(range_from text, range_to text, row_limit integer,
                                                 exact_meta_id text, exact_id integer)
returns setof integer
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  if range_from is null then
    return query select p.id from pages p order by p.id desc limit row_limit;
    return;
  end if;
  return query
  select found.id from (
    (select p.id from pages p
     where lower(p.name) ~>=~ range_from and lower(p.name) ~<~ range_to
     order by lower(p.name) using ~<~ limit row_limit)
    union
    (select p.id from pages p
     where lower(p.domain) ~>=~ range_from and lower(p.domain) ~<~ range_to
     order by lower(p.domain) using ~<~ limit row_limit)
    union
    (select o.page_id from page_owners o join users u on u.id = o.user_id
     where lower(u.username) ~>=~ range_from and lower(u.username) ~<~ range_to
     order by lower(u.username) using ~<~ limit row_limit)
    union
    (select p.id from pages p where p.meta_page_id = exact_meta_id)
    union
    (select p.id from pages p where p.id = exact_id)
  ) found order by found.id desc limit row_limit;
end
$$;

create or replace function admin_search_instagram_ids(range_from text, range_to text, row_limit integer,
                                                      exact_meta_id text, exact_id integer)
returns setof integer
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  if range_from is null then
    return query select a.id from instagram_accounts a order by a.id desc limit row_limit;
    return;
  end if;
  return query
  select found.id from (
    (select a.id from instagram_accounts a
     where lower(a.name) ~>=~ range_from and lower(a.name) ~<~ range_to
     order by lower(a.name) using ~<~ limit row_limit)
    union
    (select a.id from instagram_accounts a
     where lower(a.username) ~>=~ range_from and lower(a.username) ~<~ range_to
     order by lower(a.username) using ~<~ limit row_limit)
    union
    (select o.account_id from instagram_account_owners o join users u on u.id = o.user_id
     where lower(u.username) ~>=~ range_from and lower(u.username) ~<~ range_to
     order by lower(u.username) using ~<~ limit row_limit)
    union
    (select a.id from instagram_accounts a where a.meta_account_id = exact_meta_id)
    union
    (select a.id from instagram_accounts a where a.id = exact_id)
  ) found order by found.id desc limit row_limit;
end
$$;
