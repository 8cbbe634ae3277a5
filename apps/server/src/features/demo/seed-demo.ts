import type { Db } from '../../platform/db/database.ts';
import { hashPassword } from '../auth/index.ts';
import { createDemoRepository } from './demo.repository.ts';

export const demoCredentials = {
  owner: { username: 'demo', password: 'Demo@2026' },
  admin: { username: 'admin', password: 'Admin@2026' },
  referral: { username: 'referral', password: 'Referral@2026' },
} as const;

export const demoPlanName = 'Pro';

/**
 * Demo mode only (no Meta app configured): the demo owner, an admin, a referral agent and the plan. The owner's pages are
 * linked afterwards from the simulator (link-demo-pages.ts). Runs once: an existing `demo` user means it ran.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  const repository = createDemoRepository(db);
  if (await repository.usernameTaken(demoCredentials.owner.username)) return { seeded: false };

  const [ownerHash, adminHash, referralHash] = await Promise.all([
    hashPassword(demoCredentials.owner.password),
    hashPassword(demoCredentials.admin.password),
    hashPassword(demoCredentials.referral.password),
  ]);
  await repository.createDemoAccounts({
    plan: { name: demoPlanName, price: 25, monthlyReplyLimit: 100_000 },
    owner: { username: demoCredentials.owner.username, name: 'متجر الديمو', passwordHash: ownerHash },
    admin: { username: demoCredentials.admin.username, name: 'Admin', passwordHash: adminHash },
    referral: { username: demoCredentials.referral.username, name: 'وكيل إحالة', passwordHash: referralHash },
    ownerNotifications: [
      {
        title: 'مرحبًا بك',
        message: 'تم ربط صفحتي الديمو بحسابك. جرّب الردود التلقائية على منشوراتهما.',
        url: '/dashboard',
      },
      {
        title: 'Your plan is active',
        message: 'The Pro plan is active on both demo pages for one year.',
        url: null,
      },
    ],
  });
  return { seeded: true };
}
