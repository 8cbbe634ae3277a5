import { modelTypes, type ModelType } from '@app/contract';
import { readItem, removeItem, writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export type Selections = {
  modelType: ModelType;
  pageId: number | null;
  instaAccountId: number | null;
  storeId: number | null;
};

const selectionKeys = {
  modelType: storageKeys.accountType,
  pageId: storageKeys.page,
  instaAccountId: storageKeys.instagramAccount,
  storeId: storageKeys.store,
} as const;

// Spec section 4: while impersonating, selections never reach local storage; this tab's session storage keeps them.
function areaFor(impersonate: boolean) {
  return impersonate ? 'session' : 'local';
}

function readId(impersonate: boolean, key: (typeof selectionKeys)[keyof typeof selectionKeys]): number | null {
  const raw = readItem(areaFor(impersonate), key);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function readSelections(impersonate: boolean): Selections {
  const storedType = readItem(areaFor(impersonate), storageKeys.accountType);
  const modelType = modelTypes.find((type) => type === storedType) ?? 'fb';
  return {
    modelType,
    pageId: readId(impersonate, storageKeys.page),
    instaAccountId: readId(impersonate, storageKeys.instagramAccount),
    storeId: readId(impersonate, storageKeys.store),
  };
}

export function writeSelections(impersonate: boolean, selections: Partial<Selections>): void {
  const kind = areaFor(impersonate);
  for (const [field, key] of Object.entries(selectionKeys) as [
    keyof Selections,
    (typeof selectionKeys)[keyof Selections],
  ][]) {
    if (!(field in selections)) continue;
    const value = selections[field];
    if (value === null || value === undefined) removeItem(kind, key);
    else writeItem(kind, key, String(value));
  }
}
