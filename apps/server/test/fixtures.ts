import { linkingEndpoints } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db/database.ts';
import { hashPassword } from '../src/features/auth/password.ts';
import {
  instagramAccountOwners,
  instagramAccounts,
  notifications,
  pageFeatures,
  pageOwners,
  pages,
  users,
} from '../src/platform/db/schema.ts';
import type { TestServer } from './test-server.ts';

let sequence = 0;
const unique = () => `${Date.now()}${++sequence}`;

/** Another owner with one page and one Instagram account, for tenancy tests. */
export async function createOwner(db: Db, options: { username?: string; password?: string; admin?: boolean } = {}) {
  const username = options.username ?? `owner${unique()}`;
  const password = options.password ?? 'Owner@2026';
  const [user] = await db
    .insert(users)
    .values({
      username,
      name: `Owner ${username}`,
      passwordHash: await hashPassword(password),
      isAdmin: options.admin ?? false,
    })
    .returning();
  const [page] = await db
    .insert(pages)
    .values({ metaPageId: `9${unique()}`, name: `Page of ${username}` })
    .returning();
  await db.insert(pageOwners).values({ pageId: page!.id, userId: user!.id });
  await db.insert(pageFeatures).values({ pageId: page!.id, slug: 'reply' });
  const [account] = await db
    .insert(instagramAccounts)
    .values({ metaAccountId: `8${unique()}`, pageId: page!.id, name: username, username })
    .returning();
  await db.insert(instagramAccountOwners).values({ accountId: account!.id, userId: user!.id });
  return { user: user!, password, page: page!, account: account! };
}

export async function addNotifications(db: Db, userId: number, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    title: `Title ${index + 1}`,
    message: `Message ${index + 1}`,
  }));
  return db.insert(notifications).values(rows).returning();
}

/** A seller who signed in with Facebook through the dialog and linked a page: Meta's user, our page and user, a session. */
export async function linkedSeller(server: TestServer, name: string) {
  const db = server.runtime.database.db;
  const user = await server.simulator.createUser({ name });
  const page = await server.simulator.createPage({ owner_user_id: user.id, name: `${name} Shop` });
  const { state } = (await server.call(linkingEndpoints.facebookDialog, { query: { instagram: 'no' } })).body;
  const { code } = await server.simulator.oauthCode({
    user_id: user.id,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
  });
  const login = await server.call(linkingEndpoints.loginWithCode, { body: { code, state, instagram: 'no' } });
  expect(login.status).toBe(200);
  const [row] = await db.select().from(pages).where(eq(pages.metaPageId, page.id));
  const [owner] = await db.select().from(users).where(eq(users.facebookUserId, user.id));
  return {
    facebookUserId: user.id,
    metaPageId: page.id,
    pageId: row!.id,
    userId: owner!.id,
    token: login.body.access_token as string,
  };
}

/** A Facebook user's token as Meta's login gives it: the simulator's OAuth code exchanged at its token endpoint. */
export async function facebookUserToken(server: TestServer, userId: string): Promise<string> {
  const { code } = await server.simulator.oauthCode({
    user_id: userId,
    redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
  });
  const exchanged = await fetch(`${server.baseUrl}/_meta/v21.0/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: server.config.meta.appId,
      client_secret: server.config.meta.appSecret,
      redirect_uri: `${server.config.appUrl}/auth/facebook/callback`,
      code,
    }),
  });
  return ((await exchanged.json()) as { access_token: string }).access_token;
}

/** The seeded demo owner signed in: their first page, and the Instagram account linked through a page. */
export async function demoOwnerSession(server: TestServer) {
  const session = await server.login('demo', 'Demo@2026');
  return {
    token: session.access_token,
    pageId: session.pages[0]!.id,
    metaPageId: session.pages[0]!.page_id,
    account: session.insta_accounts.find((item) => item.page_id !== null)!,
  };
}
