import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreCategoryInput, StoreSettingsInput } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { updateLinkedAccounts } from '@/shared/session/session-actions.ts';

const routes = apiRoutes.store;
export const storeKey = ['store'] as const;

/** The switcher's list comes with the login's accounts: fetched again after a store or its pages change. */
async function refreshLinkedAccounts() {
  updateLinkedAccounts(await api(apiRoutes.accounts.linked));
}

function useStoreMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, accountsToo = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (accountsToo) await refreshLinkedAccounts();
      await queryClient.invalidateQueries({ queryKey: storeKey });
    },
  });
}

export const useStores = () => useQuery({ queryKey: [...storeKey, 'stores'], queryFn: () => api(routes.stores) });

export const useCreateStore = () =>
  useStoreMutation(
    (body: { name: string; page_ids: number[] }) => api(routes.createStore, { body }).then((answer) => answer.store),
    true,
  );

export const useStoreSettings = (id: number | null) =>
  useQuery({
    queryKey: [...storeKey, 'settings', id],
    queryFn: () => api(routes.settings, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useSaveStoreSettings = () =>
  useStoreMutation(
    ({ id, body }: { id: number; body: StoreSettingsInput }) => api(routes.saveSettings, { params: { id }, body }),
    true,
  );

export const useDeleteStore = () => useStoreMutation((id: number) => api(routes.deleteStore, { params: { id } }), true);

export const useCategories = (storeId: number | null) =>
  useQuery({
    queryKey: [...storeKey, 'categories', storeId],
    queryFn: () => api(routes.categories, { params: { storeId: storeId! } }),
    enabled: storeId !== null,
  });

export const useSaveCategory = () =>
  useStoreMutation(({ id, body }: { id: number | null; body: StoreCategoryInput }) =>
    api(routes.saveCategory, { params: id === null ? {} : { id }, body }),
  );

export const useDeleteCategory = () => useStoreMutation((id: number) => api(routes.deleteCategory, { params: { id } }));

export const useReorderCategories = () =>
  useStoreMutation(({ storeId, parentId, ids }: { storeId: number; parentId: number | null; ids: number[] }) =>
    api(routes.reorderCategories, { params: { storeId }, body: { parent_id: parentId, ids } }),
  );

export type ItemFilter = { categoryId?: number; search?: string; page: number; perPage: number };

export const useItems = (storeId: number | null, filter: ItemFilter) =>
  useQuery({
    queryKey: [...storeKey, 'items', storeId, filter],
    queryFn: () =>
      api(routes.items, {
        params: { storeId: storeId! },
        query: {
          ...(filter.categoryId ? { category_id: filter.categoryId } : {}),
          ...(filter.search ? { search: filter.search } : {}),
          page: filter.page,
          per_page: filter.perPage,
        },
      }),
    enabled: storeId !== null,
    placeholderData: keepPreviousData,
  });

export const useItem = (id: number | null) =>
  useQuery({
    queryKey: [...storeKey, 'item', id],
    queryFn: () => api(routes.item, { params: { id: id! } }),
    enabled: id !== null,
  });

/** The product form: multipart, the main image as a file when a new one was picked. */
export const useSaveItem = () =>
  useStoreMutation(({ id, form }: { id: number | null; form: FormData }) =>
    api(routes.saveItem, { params: id === null ? {} : { id }, body: form as never }),
  );

export const useSetItemVisible = () =>
  useStoreMutation(({ id, visible }: { id: number; visible: boolean }) =>
    api(routes.setItemVisible, { params: { id }, body: { visible } }),
  );

export const useDeleteItem = () => useStoreMutation((id: number) => api(routes.deleteItem, { params: { id } }));

export const useReorderItems = () =>
  useStoreMutation(({ storeId, ids }: { storeId: number; ids: number[] }) =>
    api(routes.reorderItems, { params: { storeId }, body: { parent_id: null, ids } }),
  );

export function uploadStoreImage(storeId: number, file: File) {
  const form = new FormData();
  form.set('image', file);
  return api(routes.uploadImage, { params: { storeId }, body: form as never });
}
