import type { InstagramAccount, Page } from '@app/contract';

/** Where the subscription stands; needing a reconnect is shown separately (a page can be both expired and disconnected). */
export type AccountLifecycle = 'active' | 'expired' | 'blocked' | 'inactive';

export function pageLifecycle(page: Pick<Page, 'status' | 'active'>): AccountLifecycle {
  if (page.status === 'blocked') return 'blocked';
  if (page.status === 'expired') return 'expired';
  return page.active ? 'active' : 'inactive';
}

export function instagramLifecycle(
  account: Pick<InstagramAccount, 'active' | 'expires_at'>,
  now = Date.now(),
): AccountLifecycle {
  if (account.active) return 'active';
  // The contract has no status for accounts: a past end date says expired, anything else is switched off.
  if (account.expires_at && Date.parse(account.expires_at) <= now) return 'expired';
  return 'inactive';
}

export const pagesAccountsPath = '/dashboard/fb/pages/accounts';
