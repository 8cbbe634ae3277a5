import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  featureSlugValues,
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  notifications,
  pageFeatures,
  pageOwners,
  pages,
  plans,
  stores,
  users,
} from '../../platform/db/schema.ts';
import { hashPassword } from '../auth/password.ts';

export const demoCredentials = {
  owner: { username: 'demo', password: 'Demo@2026' },
  admin: { username: 'admin', password: 'Admin@2026' },
} as const;

const metaId = () => `1${String(randomInt(10 ** 9, 10 ** 10))}${String(randomInt(10 ** 4, 10 ** 5))}`;

/**
 * Demo mode only (no Meta app configured): an owner with two pages, one with an Instagram account,
 * all features on an active plan, and an admin. Runs once: an existing `demo` user means it already ran.
 */
export async function seedDemoData(db: Db, clock: Clock): Promise<{ seeded: boolean }> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${demoCredentials.owner.username}`)
    .limit(1);
  if (existing.length > 0) return { seeded: false };

  const [ownerHash, adminHash] = await Promise.all([
    hashPassword(demoCredentials.owner.password),
    hashPassword(demoCredentials.admin.password),
  ]);
  const yearAhead = new Date(clock.now().getTime() + 365 * 86_400_000);

  await db.transaction(async (tx) => {
    const [plan] = await tx.insert(plans).values({ name: 'Pro', price: 25, monthlyReplyLimit: 10_000 }).returning();
    const [owner] = await tx
      .insert(users)
      .values({ username: demoCredentials.owner.username, name: 'متجر الديمو', passwordHash: ownerHash })
      .returning();
    await tx.insert(users).values({ username: demoCredentials.admin.username, name: 'Admin', passwordHash: adminHash, isAdmin: true });

    const demoPages = await tx
      .insert(pages)
      .values([
        { metaPageId: metaId(), name: 'متجر الأناقة', domain: null, planId: plan!.id, expiresAt: yearAhead },
        { metaPageId: metaId(), name: 'Demo Electronics', domain: null, planId: plan!.id, expiresAt: yearAhead },
      ])
      .returning();
    for (const page of demoPages) {
      await tx.insert(pageOwners).values({ pageId: page.id, userId: owner!.id });
      await tx.insert(pageFeatures).values(featureSlugValues.map((slug) => ({ pageId: page.id, slug })));
    }
    const [firstPage] = demoPages;
    await tx.insert(stores).values({ pageId: firstPage!.id, name: 'متجر الأناقة' });
    const [account] = await tx
      .insert(instagramAccounts)
      .values({ metaAccountId: metaId(), pageId: firstPage!.id, name: 'متجر الأناقة', username: 'elegance.store', planId: plan!.id, expiresAt: yearAhead })
      .returning();
    await tx.insert(instagramAccountOwners).values({ accountId: account!.id, userId: owner!.id });
    await tx
      .insert(instagramAccountFeatures)
      .values((['reply', 'poster', 'bot'] as const).map((slug) => ({ accountId: account!.id, slug })));
    await tx.insert(notifications).values([
      {
        userId: owner!.id,
        title: 'مرحبًا بك',
        message: 'تم ربط صفحتي الديمو بحسابك. جرّب الردود التلقائية على منشوراتهما.',
        url: '/dashboard',
      },
      {
        userId: owner!.id,
        title: 'Your plan is active',
        message: 'The Pro plan is active on both demo pages for one year.',
        url: null,
      },
    ]);
  });
  return { seeded: true };
}
