import { featureSlugs } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { hashPassword } from '../auth/index.ts';
import { seedDemoHelp } from '../help/index.ts';
import { storedNotification } from '../notifications/index.ts';
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
    plan: {
      name: demoPlanName,
      price: 75_000,
      monthlyReplyLimit: 100_000,
      features: [...featureSlugs],
      storageMb: 1_000,
    },
    owner: { username: demoCredentials.owner.username, name: 'متجر الديمو', passwordHash: ownerHash },
    admin: { username: demoCredentials.admin.username, name: 'Admin', passwordHash: adminHash },
    referral: { username: demoCredentials.referral.username, name: 'وكيل إحالة', passwordHash: referralHash },
    ownerNotifications: [
      { ...storedNotification('demo-welcome', {}), url: '/dashboard' },
      { ...storedNotification('demo-plan-active', { plan: demoPlanName }), url: null },
    ],
  });
  await seedDemoHelp(db);
  return { seeded: true };
}
