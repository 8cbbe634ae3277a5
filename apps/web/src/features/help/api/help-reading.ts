import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';

const routes = apiRoutes.help;
export const helpKey = ['help'] as const;

/** The server answers in the reader's language: another language is another answer. */
const useLocale = () => usePreferences((preferences) => preferences.locale);

export function useHelpCentre() {
  const locale = useLocale();
  return useQuery({ queryKey: [...helpKey, 'centre', locale], queryFn: () => api(routes.centre) });
}

export function useHelpArticle(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...helpKey, 'article', locale, id],
    queryFn: () => api(routes.article, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

export function useHelpSearch(words: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...helpKey, 'search', locale, words],
    queryFn: () => api(routes.search, { query: { q: words } }),
    enabled: words.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useScreenArticle(screen: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...helpKey, 'screen', locale, screen],
    queryFn: () => api(routes.forScreen, { query: { screen: screen! } }),
    enabled: screen !== null,
    retry: false,
  });
}
