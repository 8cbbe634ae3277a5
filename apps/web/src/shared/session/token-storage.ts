import { readExpiringItem, readItem, removeItem, writeExpiringItem, writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export const tokenLifetimeDays = 365;

export type TokenKind = 'remembered' | 'one-time' | 'impersonation' | 'tab';

export type StoredToken = { token: string; impersonate: boolean };

export function storeToken(token: string, kind: TokenKind): void {
  if (kind === 'impersonation') {
    // The admin's own token stays untouched in local storage; the owner's lives in this tab only.
    writeItem('session', storageKeys.impersonationToken, token);
    return;
  }
  removeItem('session', storageKeys.impersonationToken);
  if (kind === 'tab') {
    writeItem('session', storageKeys.tabToken, token);
    return;
  }
  removeItem('session', storageKeys.tabToken);
  if (kind === 'one-time') {
    removeItem('local', storageKeys.token);
    writeItem('session', storageKeys.token, token);
    return;
  }
  removeItem('session', storageKeys.token);
  writeExpiringItem(storageKeys.token, token, tokenLifetimeDays);
}

export function readStoredToken(): StoredToken | null {
  const impersonationToken = readItem('session', storageKeys.impersonationToken);
  if (impersonationToken) return { token: impersonationToken, impersonate: true };
  const tabToken = readItem('session', storageKeys.tabToken);
  if (tabToken) return { token: tabToken, impersonate: false };
  const token = readItem('session', storageKeys.token) ?? readExpiringItem(storageKeys.token);
  return token ? { token, impersonate: false } : null;
}

export function clearStoredToken(impersonate: boolean): void {
  removeItem('session', storageKeys.impersonationToken);
  if (impersonate) return;
  // A technical link's tab ends its own session only: the admin's remembered token stays for their other tabs.
  if (readItem('session', storageKeys.tabToken)) {
    removeItem('session', storageKeys.tabToken);
    return;
  }
  removeItem('session', storageKeys.token);
  removeItem('local', storageKeys.token);
}

/** How the signed-in (non-impersonation) token is kept: a one-time token lives in this tab's session storage. */
export function storedTokenKind(): 'remembered' | 'one-time' | 'tab' {
  if (readItem('session', storageKeys.tabToken)) return 'tab';
  return readItem('session', storageKeys.token) ? 'one-time' : 'remembered';
}
