import { createStore, useStore } from '../lib/create-store.ts';
import { readItem, writeItem } from '../storage/browser-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export type Preferences = {
  locale: string;
  darkMode: boolean;
};

export const preferencesStore = createStore<Preferences>({
  locale: readItem('local', storageKeys.locale) ?? 'ar',
  darkMode: readItem('local', storageKeys.darkMode) === 'true',
});

export function usePreferences<Selected>(selector: (state: Preferences) => Selected): Selected {
  return useStore(preferencesStore, selector);
}

export function setDarkMode(darkMode: boolean): void {
  writeItem('local', storageKeys.darkMode, String(darkMode));
  document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  // The installed app's title bar follows the theme (theme-boot.js sets it before the first paint).
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', darkMode ? '#141414' : '#1668dc');
  preferencesStore.setState({ darkMode });
}
