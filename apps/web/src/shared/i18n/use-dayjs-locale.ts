import dayjs from 'dayjs';
import { useEffect } from 'react';
import { createStore, useStore } from '../lib/create-store.ts';
import { usePreferences } from '../session/preferences-store.ts';
import { dayjsLocaleLoaders } from './dayjs-locales.ts';
import { hasLocaleBundle } from './locale-bundles.ts';
import { findLocale } from './locale-registry.ts';

const dayjsLocaleStore = createStore({ locale: 'en' });

/** Keeps dayjs in the interface language; call once in the layout that shows dates. */
export function useSyncDayjsLocale(): void {
  const locale = usePreferences((state) => state.locale);
  useEffect(() => {
    // Dates appear only behind the login, so calendar names load with the dashboard, not with the login page.
    const entry = findLocale(locale);
    const load = entry && entry.id !== 'en' && hasLocaleBundle(entry.id) ? dayjsLocaleLoaders[entry.id] : undefined;
    if (!load) {
      dayjs.locale('en');
      dayjsLocaleStore.setState({ locale: 'en' });
      return;
    }
    let current = true;
    void load().then((definition) => {
      if (!current) return;
      dayjs.locale(definition, undefined, true);
      dayjs.locale(definition.name);
      dayjsLocaleStore.setState({ locale: definition.name });
    });
    return () => {
      current = false;
    };
  }, [locale]);
}

/** Subscribes a component to dayjs locale changes; returns the active dayjs locale. */
export function useDayjsLocale(): string {
  return useStore(dayjsLocaleStore, (state) => state.locale);
}
