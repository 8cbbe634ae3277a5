import type { FieldValues, Resolver } from 'react-hook-form';
import { loadChunk } from '../lib/chunk-loading.ts';

/**
 * A resolver fetched on the form's first validation, so a screen that must open fast (the login page)
 * does not carry zod and its schema in its first load. A failed fetch is tried again on the next submit.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (...args) => {
    loading ??= loadChunk(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(...args);
  };
}
