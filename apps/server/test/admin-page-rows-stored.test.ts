import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPagesEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageView } from '../src/features/admin/pages/admin-pages.repository.ts';
import { pageFeatures, pageOwners, pages, plans, users } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe("the admin page list's stored rows", () => {
  it('hold the columns of the page view, in its order, then owners and features, in the function and the migration', () => {
    const expected = `json_build_array(${pageView.names.map((name) => `p.${name}`).join(', ')}, array(`;
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(');
    const read = (file: string) => squeeze(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
    expect(read('../src/features/admin/sql/admin-page-rows.sql')).toContain(expected);
    // The latest migration that rewrote every stored row.
    expect(read('../drizzle/0053_admin_page_rows.sql')).toContain(expected);
  });
});

let server: TestServer;
let adminToken: string;
const db = () => server.runtime.database.db;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin', 'Admin@2026')).access_token;
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Pages whose stored row differs from the row built now from the page, its owners and features (written here from
 * the page view, not with the database's function), or that have no row.
 */
async function staleRows() {
  const { rows } = await server.runtime.database.executeSql(
    `select p.id from pages p left join admin_page_rows r on r.page_id = p.id
      where r.page_id is null
         or r.plan_id is distinct from p.plan_id
         or r.referral_user_id is distinct from p.referral_user_id
         or r.body::text is distinct from json_build_array(${pageView.names.map((name) => `p.${name}`).join(', ')},
              array(select json_build_object('id', u.id, 'name', u.name)
                    from page_owners o join users u on u.id = o.user_id where o.page_id = p.id order by u.id),
              array(select f.slug from page_features f where f.page_id = p.id order by f.slug))::text`,
    [],
  );
  return rows.map((row) => row.id);
}

describe("the admin page list's stored rows", () => {
  it('follow every write of a page, its owners, features, package and referral agent, whoever makes it', async () => {
    expect(await staleRows()).toEqual([]);
    const owner = await createOwner(db());
    const other = await createOwner(db());
    const referral = await createOwner(db());
    await db().update(users).set({ isReferral: true }).where(eq(users.id, referral.user.id));
    const [plan] = await db().insert(plans).values({ name: 'Gold', price: 50000 }).returning();

    // Through the admin's screens.
    const updated = await server.call(adminPagesEndpoints.update, {
      token: adminToken,
      params: { id: owner.page.id },
      body: {
        name: 'متجر الياسمين',
        owners: [owner.user.id, other.user.id],
        package_id: plan!.id,
        referral_id: referral.user.id,
      },
    });
    expect(updated.status).toBe(200);
    const features = await server.call(adminPagesEndpoints.updateFeatures, {
      token: adminToken,
      params: { id: owner.page.id },
      body: { features: ['reply', 'bot', 'poster'] },
    });
    expect(features.status).toBe(200);
    const banned = await server.call(adminPagesEndpoints.ban, { token: adminToken, params: { id: other.page.id } });
    expect(banned.status).toBe(200);
    expect(await staleRows()).toEqual([]);

    // By the engines and the owners' own screens, straight to the tables.
    await db()
      .update(pages)
      .set({ sendingPausedUntil: new Date(Date.now() + 60_000), missingPermissions: ['pages_messaging'] })
      .where(eq(pages.id, owner.page.id));
    await db().update(users).set({ name: 'اسم جديد' }).where(eq(users.id, other.user.id));
    await db().update(pageFeatures).set({ confirmedAt: new Date() }).where(eq(pageFeatures.pageId, owner.page.id));
    await db().delete(pageOwners).where(eq(pageOwners.userId, owner.user.id));
    expect(await staleRows()).toEqual([]);

    // Deletions that reach the page through its references.
    await db().delete(users).where(eq(users.id, referral.user.id));
    await db().delete(plans).where(eq(plans.id, plan!.id));
    await db().delete(users).where(eq(users.id, other.user.id));
    expect(await staleRows()).toEqual([]);
    const stored = JSON.parse((await rowOf(owner.page.id))!.body) as unknown[];
    expect(stored).toEqual(expect.arrayContaining(['متجر الياسمين', [], ['bot', 'poster', 'reply']]));

    await db().delete(pages).where(eq(pages.id, owner.page.id));
    expect(await rowOf(owner.page.id)).toBeUndefined();
    expect(await staleRows()).toEqual([]);
  });

  it('let the search show at once an owner renamed, then the page renamed', async () => {
    const owner = await createOwner(db());
    const search = () =>
      server.call(adminPagesEndpoints.search, {
        token: adminToken,
        query: { search: owner.page.metaPageId, limit: 30 },
      });
    await db().update(users).set({ name: 'Renamed owner' }).where(eq(users.id, owner.user.id));
    expect((await search()).body).toMatchObject([
      { id: owner.page.id, name: owner.page.name, owners: [{ id: owner.user.id, name: 'Renamed owner' }] },
    ]);
    await db().update(pages).set({ name: 'Renamed page' }).where(eq(pages.id, owner.page.id));
    expect((await search()).body).toMatchObject([{ id: owner.page.id, name: 'Renamed page' }]);
  });
});

async function rowOf(pageId: number) {
  const { rows } = await server.runtime.database.executeSql(
    'select body::text as body from admin_page_rows where page_id = $1',
    [pageId],
  );
  return rows[0] as { body: string } | undefined;
}
