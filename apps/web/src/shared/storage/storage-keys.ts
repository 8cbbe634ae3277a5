/** Every browser-storage key the app uses (spec section 9), in one place. */
export const storageKeys = {
  token: 'token',
  impersonationToken: 'impersonationToken',
  /** A session opened by an admin's technical link: this tab only, the admin's remembered token untouched. */
  tabToken: 'tabToken',
  accountType: 'accountType',
  locale: 'locale',
  page: 'page',
  instagramAccount: 'instagramAccount',
  store: 'store',
  darkMode: 'darkMode',
  managementView: 'managementView',
  oauthState: 'oauthState',
  oauthInstagram: 'oauthInstagram',
  oauthReturnTo: 'oauthReturnTo',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
