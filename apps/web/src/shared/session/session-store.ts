import type { InstagramAccount, ModelType, Notification, Page, Store as LinkedStore, User } from '@app/contract';
import { createStore, useStore } from '../lib/create-store.ts';

/** Session state of spec section 3, plus the linked accounts and the current selections. */
export type SessionState = {
  user: User | null;
  token: string | null;
  impersonate: boolean;
  authenticated: boolean;
  admin: boolean;
  referral: boolean;
  notifications: Notification[];
  notificationsTotal: number;
  unreadNotifications: number;
  referrals: unknown[];
  referralsFetched: boolean;
  modelType: ModelType;
  loader: boolean;
  totalStorage: number;
  availableStorage: number;
  showInstagram: boolean;
  /** Instagram Login is set up: an account without a Facebook Page may be linked in Instagram's window. */
  instagramLogin: boolean;
  /** The business's IANA time zone: every time is shown in it. */
  businessTimeZone: string;
  /** The server's cap on hashtags in an Instagram caption (INSTAGRAM_HASHTAGS_PER_CAPTION). */
  instagramHashtagsPerCaption: number;
  pages: Page[];
  instaAccounts: InstagramAccount[];
  stores: LinkedStore[];
  currentPageId: number | null;
  currentInstaAccountId: number | null;
  currentStoreId: number | null;
  managementView: boolean;
};

export const defaultStorageSize = 100;

export const signedOutSession: SessionState = {
  user: null,
  token: null,
  impersonate: false,
  authenticated: false,
  admin: false,
  referral: false,
  notifications: [],
  notificationsTotal: 0,
  unreadNotifications: 0,
  referrals: [],
  referralsFetched: false,
  modelType: 'fb',
  loader: false,
  totalStorage: defaultStorageSize,
  availableStorage: defaultStorageSize,
  showInstagram: false,
  instagramLogin: false,
  businessTimeZone: 'Asia/Damascus',
  // Known once signed in: the poster is never shown before.
  instagramHashtagsPerCaption: 0,
  pages: [],
  instaAccounts: [],
  stores: [],
  currentPageId: null,
  currentInstaAccountId: null,
  currentStoreId: null,
  managementView: false,
};

export const sessionStore = createStore<SessionState>(signedOutSession);

export function useSession<Selected>(selector: (state: SessionState) => Selected): Selected {
  return useStore(sessionStore, selector);
}

export function selectCurrentPage(state: SessionState): Page | null {
  return state.pages.find((page) => page.id === state.currentPageId) ?? null;
}

export function selectCurrentInstaAccount(state: SessionState): InstagramAccount | null {
  return state.instaAccounts.find((account) => account.id === state.currentInstaAccountId) ?? null;
}

export function selectCurrentStore(state: SessionState): LinkedStore | null {
  return state.stores.find((store) => store.id === state.currentStoreId) ?? null;
}

export function selectIsManagementView(state: SessionState): boolean {
  return state.admin && state.managementView;
}
