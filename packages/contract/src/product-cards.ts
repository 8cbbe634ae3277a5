import { z } from 'zod';

/** Why a page cannot send product cards yet: no web-view domain, or no store with visible items. */
export const productCardBlocks = ['no-order-domain', 'no-store-items'] as const;
export type ProductCardBlock = (typeof productCardBlocks)[number];

/** What the product pickers (a campaign's private reply, a bot reply, a flow step, the inbox) offer for a page. */
export const productCardOptionsSchema = z.object({
  ready: z.boolean().describe('The page has a web-view domain and a store with visible items'),
  reason: z.enum(productCardBlocks).nullable().describe('Why not, when not ready'),
  store: z
    .object({ id: z.number(), name: z.string(), currency: z.string(), locale: z.string() })
    .nullable()
    .describe("The page's store; `locale` the store's first language, the cards' language"),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      image_url: z.string(),
      in_stock: z.boolean(),
    }),
  ),
});
export type ProductCardOptions = z.infer<typeof productCardOptionsSchema>;
