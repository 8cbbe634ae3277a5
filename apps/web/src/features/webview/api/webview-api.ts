import type { WebviewTemplateBody } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { updateLinkedAccounts } from '@/shared/session/session-actions.ts';

/** Query keys of the order forms and the domain; each starts with the page so switching pages never mixes them. */
export const webviewQueryKeys = {
  forms: ['webview-templates'] as const,
  list: (pageId: number | null) => ['webview-templates', 'page', pageId] as const,
  one: (id: number) => ['webview-templates', 'one', id] as const,
  domain: (pageId: number | null) => ['web-view-domain', pageId] as const,
};

export function useOrderForms(pageId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: webviewQueryKeys.list(pageId),
      queryFn: ({ signal }) => api(apiRoutes.webview.listTemplates, { params: { pageId: pageId! }, signal }),
      enabled: pageId !== null,
    }),
  );
}

export function useOrderForm(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: webviewQueryKeys.one(id ?? 0),
      queryFn: ({ signal }) => api(apiRoutes.webview.getTemplate, { params: { id: id! }, signal }),
      enabled: id !== null,
    }),
  );
}

/** Creates an order form, or changes the one with `id`. */
export function useSaveOrderForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: WebviewTemplateBody }) =>
      id === null
        ? api(apiRoutes.webview.createTemplate, { body })
        : api(apiRoutes.webview.updateTemplate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webviewQueryKeys.forms }),
  });
}

export function useDeleteOrderForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(apiRoutes.webview.destroyTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webviewQueryKeys.forms }),
  });
}

/** The page's domain and whether Meta whitelists it, read from Meta when asked. */
export function useWebViewDomain(pageId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: webviewQueryKeys.domain(pageId),
      queryFn: ({ signal }) => api(apiRoutes.webview.domain, { params: { pageId: pageId! }, signal }),
      enabled: pageId !== null,
      staleTime: 30_000,
    }),
  );
}

/**
 * Saves the domain, then fetches the linked pages again so the guards see it at once (the web-view screens need a
 * domain), also outside the dashboard layout that keeps them current.
 */
export function useSaveWebViewDomain(pageId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string | null) =>
      api(apiRoutes.webview.saveDomain, { params: { pageId: pageId! }, body: { domain } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(webviewQueryKeys.domain(pageId), answer);
      const accounts = await api(apiRoutes.accounts.linked);
      queryClient.setQueryData(['user', 'accounts'], accounts);
      updateLinkedAccounts(accounts);
    },
  });
}
