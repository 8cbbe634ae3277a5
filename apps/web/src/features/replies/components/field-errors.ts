import type { FieldErrors, FieldValues } from 'react-hook-form';

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
