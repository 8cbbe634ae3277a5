-- Each page as the admin's page list shows it, kept in admin_page_rows.body so that a search reads one row per page
-- found: building it at read time (the page, its owners and their names, its features) was two thirds of a
-- search's time in the database. Triggers keep it, so that no write path can forget it:
--   * a page inserted, or one of the columns the row shows changed, writes its row (with its package and referral
--     agent ids, read by id with it: renaming a package must not rewrite every page on it);
--   * at the end of every statement that changes owners or features, the pages it touched are rewritten;
--   * an owner renamed rewrites the pages they own.
-- The array's page columns are those of `pageView` in admin/pages/admin-pages.repository.ts, in the same order,
-- then the owners and the features (a test compares them). Changing them needs a migration that rewrites every row.
-- The current body: created or replaced after the migrations on every start (platform/db/repeatable-sql.ts);
-- migration 0053 added the table and filled it.
-- In PL/pgSQL, which keeps its plan for the session: a SQL function called from a trigger is planned again on every
-- call.
create or replace function admin_page_row_body(p pages) returns json
language plpgsql
stable
as $$
begin
  return json_build_array(p.id, p.meta_page_id, p.name, p.avatar, p.domain, p.status, p.expires_at, p.last_login_at,
    p.blocked_at, p.deleted_at, p.token_invalid_at, p.missing_permissions, p.subscription_failed_at,
    p.subscription_error, p.subscription_refused_fields, p.sending_paused_until,
    array(select json_build_object('id', u.id, 'name', u.name)
          from page_owners o join users u on u.id = o.user_id where o.page_id = p.id order by u.id),
    array(select f.slug from page_features f where f.page_id = p.id order by f.slug));
end
$$;

create or replace function pages_write_admin_row() returns trigger
language plpgsql
as $$
begin
  insert into admin_page_rows (page_id, plan_id, referral_user_id, body)
  values (new.id, new.plan_id, new.referral_user_id, admin_page_row_body(new))
  on conflict (page_id) do update
    set plan_id = excluded.plan_id, referral_user_id = excluded.referral_user_id, body = excluded.body;
  return null;
end
$$;

create or replace trigger pages_admin_row_on_insert
  after insert on pages
  for each row
  execute function pages_write_admin_row();

-- Only the columns the row shows (the page gate's and engines' frequent writes of other columns cost nothing), and
-- only when one of them changed.
create or replace trigger pages_admin_row_on_update
  after update of meta_page_id, name, avatar, domain, status, expires_at, last_login_at, blocked_at, deleted_at,
    token_invalid_at, missing_permissions, subscription_failed_at, subscription_error, subscription_refused_fields,
    sending_paused_until, plan_id, referral_user_id on pages
  for each row
  when ((old.meta_page_id, old.name, old.avatar, old.domain, old.status, old.expires_at, old.last_login_at,
         old.blocked_at, old.deleted_at, old.token_invalid_at, old.missing_permissions, old.subscription_failed_at,
         old.subscription_error, old.subscription_refused_fields, old.sending_paused_until, old.plan_id,
         old.referral_user_id)
        is distinct from
        (new.meta_page_id, new.name, new.avatar, new.domain, new.status, new.expires_at, new.last_login_at,
         new.blocked_at, new.deleted_at, new.token_invalid_at, new.missing_permissions, new.subscription_failed_at,
         new.subscription_error, new.subscription_refused_fields, new.sending_paused_until, new.plan_id,
         new.referral_user_id))
  execute function pages_write_admin_row();

-- One page's stored row built again, by key (the owners', features' and users' triggers below).
create or replace function refresh_admin_page_row(changed_page integer) returns void
language plpgsql
as $$
begin
  update admin_page_rows r
     set body = admin_page_row_body(p)
    from pages p
   where p.id = changed_page and r.page_id = changed_page;
end
$$;

-- At the end of a statement that changed owners or features (`changed_rows` has their page_id): those pages' rows,
-- one by one by key. (`page_id = any(array(...))` compared every row with the whole array when a statement changed
-- many pages; a join with the transition table, which the planner cannot count, reads every row when it changed one.)
create or replace function admin_page_rows_refresh_changed() returns trigger
language plpgsql
as $$
declare
  changed_page integer;
begin
  for changed_page in select distinct page_id from changed_rows loop
    perform refresh_admin_page_row(changed_page);
  end loop;
  return null;
end
$$;

create or replace trigger page_owners_admin_row_on_insert
  after insert on page_owners referencing new table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();
create or replace trigger page_owners_admin_row_on_update
  after update on page_owners referencing new table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();
create or replace trigger page_owners_admin_row_on_delete
  after delete on page_owners referencing old table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();
create or replace trigger page_features_admin_row_on_insert
  after insert on page_features referencing new table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();
create or replace trigger page_features_admin_row_on_update
  after update on page_features referencing new table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();
create or replace trigger page_features_admin_row_on_delete
  after delete on page_features referencing old table as changed_rows
  for each statement execute function admin_page_rows_refresh_changed();

create or replace function users_refresh_admin_page_rows() returns trigger
language plpgsql
as $$
declare
  owned_page integer;
begin
  for owned_page in select o.page_id from page_owners o where o.user_id = new.id loop
    perform refresh_admin_page_row(owned_page);
  end loop;
  return null;
end
$$;

create or replace trigger users_admin_page_rows_on_rename
  after update of name on users
  for each row when (old.name is distinct from new.name)
  execute function users_refresh_admin_page_rows();
