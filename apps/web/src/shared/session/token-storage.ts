import { readExpiringItem, readItem, removeItem, writeExpiringItem, writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export const tokenLifetimeDays = 365;

export type TokenKind = 'remembered' | 'one-time' | 'impersonation';

export type StoredToken = { token: string; impersonate: boolean };

export function storeToken(token: string, kind: TokenKind): void {
  if (kind === 'impersonation') {
    // The admin's own token stays untouched in local storage; the owner's lives in this tab only.
    writeItem('session', storageKeys.impersonationToken, token);
    return;
  }
  removeItem('session', storageKeys.impersonationToken);
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
  const token = readItem('session', storageKeys.token) ?? readExpiringItem(storageKeys.token);
  return token ? { token, impersonate: false } : null;
}

export function clearStoredToken(impersonate: boolean): void {
  removeItem('session', storageKeys.impersonationToken);
  if (impersonate) return;
  removeItem('session', storageKeys.token);
  removeItem('local', storageKeys.token);
}

/** How the signed-in (non-impersonation) token is kept: a one-time token lives in this tab's session storage. */
export function storedTokenKind(): 'remembered' | 'one-time' {
  return readItem('session', storageKeys.token) ? 'one-time' : 'remembered';
}
