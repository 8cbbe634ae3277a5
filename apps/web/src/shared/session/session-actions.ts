import type { LinkedAccounts, ModelType, SessionResponse } from '@app/contract';
import { readItem, writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import { readSelections, writeSelections } from './selection-storage.ts';
import { sessionStore, signedOutSession } from './session-store.ts';
import { clearStoredToken, storeToken, type TokenKind } from './token-storage.ts';

function pickExisting<Item extends { id: number }>(items: readonly Item[], wanted: number | null): number | null {
  if (items.some((item) => item.id === wanted)) return wanted;
  return items[0]?.id ?? null;
}

function selectionsFor(accounts: LinkedAccounts, impersonate: boolean) {
  const stored = readSelections(impersonate);
  const state = sessionStore.getState();
  const selections = {
    pageId: pickExisting(accounts.pages, state.currentPageId ?? stored.pageId),
    instaAccountId: pickExisting(accounts.insta_accounts, state.currentInstaAccountId ?? stored.instaAccountId),
    storeId: pickExisting(accounts.stores, state.currentStoreId ?? stored.storeId),
  };
  writeSelections(impersonate, selections);
  return { selections, modelType: state.authenticated ? state.modelType : stored.modelType };
}

export function startSession(response: SessionResponse, tokenKind: TokenKind): void {
  const impersonate = tokenKind === 'impersonation' || response.impersonating;
  storeToken(response.access_token, impersonate ? 'impersonation' : tokenKind);
  const { selections, modelType } = selectionsFor(response, impersonate);
  sessionStore.setState({
    user: response.user,
    token: response.access_token,
    impersonate,
    authenticated: true,
    admin: response.admin,
    referral: response.referral,
    totalStorage: response.storage.totalStorage,
    availableStorage: response.storage.availableStorage,
    showInstagram: response.show_instagram,
    instagramLogin: response.instagram_login,
    businessTimeZone: response.business_time_zone,
    instagramHashtagsPerCaption: response.instagram_hashtags_per_caption,
    pages: response.pages,
    instaAccounts: response.insta_accounts,
    stores: response.stores,
    currentPageId: selections.pageId,
    currentInstaAccountId: selections.instaAccountId,
    currentStoreId: selections.storeId,
    // With Instagram turned off on the server, a remembered Instagram view falls back to the pages.
    modelType: modelType === 'instagram' && !response.show_instagram ? 'fb' : modelType,
    managementView: response.admin && readItem('local', storageKeys.managementView) === 'true',
  });
}

export function updateLinkedAccounts(accounts: LinkedAccounts): void {
  const { impersonate } = sessionStore.getState();
  const { selections } = selectionsFor(accounts, impersonate);
  sessionStore.setState({
    pages: accounts.pages,
    instaAccounts: accounts.insta_accounts,
    stores: accounts.stores,
    currentPageId: selections.pageId,
    currentInstaAccountId: selections.instaAccountId,
    currentStoreId: selections.storeId,
  });
}

export function selectPage(pageId: number): void {
  writeSelections(sessionStore.getState().impersonate, { pageId, modelType: 'fb' });
  sessionStore.setState({ currentPageId: pageId, modelType: 'fb' });
}

export function selectInstaAccount(instaAccountId: number): void {
  writeSelections(sessionStore.getState().impersonate, { instaAccountId, modelType: 'instagram' });
  sessionStore.setState({ currentInstaAccountId: instaAccountId, modelType: 'instagram' });
}

export function selectStore(storeId: number): void {
  writeSelections(sessionStore.getState().impersonate, { storeId, modelType: 'store' });
  sessionStore.setState({ currentStoreId: storeId, modelType: 'store' });
}

export function setModelType(modelType: ModelType): void {
  writeSelections(sessionStore.getState().impersonate, { modelType });
  sessionStore.setState({ modelType });
}

export function setManagementView(managementView: boolean): void {
  writeItem('local', storageKeys.managementView, String(managementView));
  sessionStore.setState({ managementView });
}

export function endSession(): void {
  clearStoredToken(sessionStore.getState().impersonate);
  sessionStore.setState(signedOutSession);
}
