import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notifications, plans, users } from '../../platform/db/schema.ts';
import { hashPassword } from '../auth/password.ts';

export const demoCredentials = {
  owner: { username: 'demo', password: 'Demo@2026' },
  admin: { username: 'admin', password: 'Admin@2026' },
} as const;

export const demoPlanName = 'Pro';

/**
 * Demo mode only (no Meta app configured): the demo owner, an admin and the plan. The owner's pages are
 * linked afterwards from the simulator (link-demo-pages.ts). Runs once: an existing `demo` user means it ran.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
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

  await db.transaction(async (tx) => {
    await tx.insert(plans).values({ name: demoPlanName, price: 25, monthlyReplyLimit: 100_000 });
    const [owner] = await tx
      .insert(users)
      .values({ username: demoCredentials.owner.username, name: 'متجر الديمو', passwordHash: ownerHash })
      .returning();
    await tx
      .insert(users)
      .values({ username: demoCredentials.admin.username, name: 'Admin', passwordHash: adminHash, isAdmin: true });

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
