import { localizeIssue, type InterfaceLocale } from '@app/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for zod schemas whose messages come from the shared catalogue
 * (`localizeIssue`), so a form and the API word the same rule the same way in every language.
 */
export function localizedZodResolver<Values extends FieldValues>(
  schema: z.ZodType<Values, FieldValues>,
  locale: InterfaceLocale,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: localizeIssue(issue, locale) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
