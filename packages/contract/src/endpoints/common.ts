import { z } from 'zod';
import { idSchema } from '../http/ids.ts';

/** A POST that takes no values still documents its body: nothing, or an empty JSON object. */
export const emptyBody = z.object({}).nullish().describe('No values');

/** A page named in the path is checked like the page-id header (the caller must own it). */
export const pagePathParams = z.object({ pageId: idSchema.describe('Our page id, as in the page-id header') });
