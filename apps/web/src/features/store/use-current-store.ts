import { selectCurrentStore, useSession } from '@/shared/session/session-store.ts';

/** The store the switcher chose (spec section 4: kept in local storage; the first one when it is gone). */
export function useCurrentStore() {
  const current = useSession(selectCurrentStore);
  const stores = useSession((state) => state.stores);
  return current ?? stores[0] ?? null;
}

/** A price in the store's currency, in the interface language's digits. */
export function formatMoney(amount: number, currency: string, uiLocale: string): string {
  try {
    return new Intl.NumberFormat(uiLocale === 'ar' ? 'ar-SY' : uiLocale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
