export const storeCategoriesPath = '/dashboard/store/categories';
export const storeProductsPath = '/dashboard/store/products';
export const storeProductPath = (id?: number) => `/dashboard/store/products/process${id ? `/${id}` : ''}`;
export const storeSettingsPath = (id: number) => `/dashboard/store/settings/${id}`;
