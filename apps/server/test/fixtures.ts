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
