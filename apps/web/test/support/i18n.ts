import i18next from 'i18next';
import { changeLocale, initI18n, loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { preferencesStore } from '@/shared/session/preferences-store.ts';

/** The real i18n set-up of the app (lazy locale files and all), in the given language. */
export async function useLocale(locale: 'ar' | 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    preferencesStore.setState({ locale });
    await initI18n();
    await loadDashboardTranslations();
  }
  await changeLocale(locale, { persist: false });
}
