// The store as other features reach it: its screens' addresses.
export { storeCategoriesPath, storeProductPath, storeProductsPath, storeSettingsPath } from './store-paths.ts';
