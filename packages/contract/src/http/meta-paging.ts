import { z } from 'zod';

/**
 * A page of a list read from Meta through us: Meta's own cursor (`next` of the previous answer, passed back as is) and
 * how many to read, at most 50.
 */
export const metaCursorQuery = (defaultLimit: number) =>
  z.object({
    after: z
      .string()
      .max(500)
      .regex(/^[\w=-]+$/)
      .optional()
      .describe("Meta's cursor of the next page, from `next` of the previous answer"),
    limit: z.coerce.number().int().min(1).max(50).default(defaultLimit),
  });
