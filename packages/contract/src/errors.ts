import { z } from 'zod';

/** Every non-2xx JSON answer of the API has this shape; the web app's error display reads it. */
export const errorBodySchema = z.object({
  code: z.string().describe('Stable machine-readable error code, e.g. wrong-data, validation, plan-limit'),
  message: z.string().describe('Localized message for the locale header'),
  errors: z
    .union([z.record(z.string(), z.array(z.string())), z.array(z.string())])
    .optional()
    .describe('422: localized messages per field; 402: list of localized descriptions'),
  fields: z.array(z.string()).optional().describe('422: names of the invalid fields'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = [
  'validation',
  'wrong-data',
  'fail-message',
  'too-many-attempts',
  'unauthenticated',
  'forbidden',
  'not-found',
  'plan-limit',
  'conflict',
  'server-error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
