import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error.ts';

type ErrorNode = { message?: string; [key: string]: unknown } | undefined;

/**
 * The shared resolver stores issues under their dotted path ("buttons.0.title") while `setError` (server
 * answers) nests them; nested editors read either here.
 */
export function errorAt<Values extends FieldValues>(errors: FieldErrors<Values>, path: string): string | undefined {
  const flat = (errors as Record<string, ErrorNode>)[path];
  if (flat?.message) return flat.message;
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as ErrorNode)?.message;
  return typeof message === 'string' ? message : undefined;
}

export type ErrorLookup = (path: string) => string | undefined;

/** A 422 answer's invalid fields with the server's first localized message for each; null for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422 || !error.errors || Array.isArray(error.errors)) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

/**
 * A 422 answer lists the invalid fields with the server's localized messages: each shows next to its field
 * (`fieldOf` names the form's field where the API's differs).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (apiField: string) => Path<Values> = (apiField) => apiField as Path<Values>,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error) ?? {}))
    setError(fieldOf(field), { type: 'server', message });
}
