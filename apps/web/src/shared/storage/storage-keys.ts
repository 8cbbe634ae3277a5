/** Every browser-storage key the app uses (spec section 9), in one place. */
export const storageKeys = {
  token: 'token',
  impersonationToken: 'impersonationToken',
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
