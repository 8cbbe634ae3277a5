import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { formBoolean } from './replies.ts';
import { storeLocales } from './store-locales.ts';
import {
  isYoutubeUrl,
  storeItemMaxExtraImages,
  storeItemsPerPageMax,
  storePreparationUnits,
  storeStockStatuses,
} from './store-rules.ts';
import { checkRule } from './validation/rules.ts';

export * from './store-rules.ts';

/** An issue worded by one of the spec's own sentences (`formMessages`), on `path`. */
const specIssue = (ctx: z.RefinementCtx, path: PropertyKey[], message: string, key: string) =>
  ctx.addIssue({ code: 'custom', path, message, params: { rule: 'regex', message: key } });

const storeLocale = z.enum(storeLocales);
const name = z.string().trim().min(1).max(100);
/** Multipart forms send numbers as text; an empty field is no value. */
const formNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
  z.number().finite(),
);
const money = formNumber.pipe(
  z
    .number()
    .min(0)
    .max(999_999_999_999)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'At most two decimals' }),
);

/** Text per store language: `{ ar: '…', en: '…' }`. */
export const localizedTextsSchema = z
  .partialRecord(storeLocale, z.string().trim().max(2000))
  .describe('Text per store language (codes of the store’s locales)');

export const storeContactSchema = z
  .object({
    phone: z.string().trim().max(30).default(''),
    whatsapp: z.string().trim().max(30).default(''),
    email: z.string().trim().max(200).default(''),
    address: z.string().trim().max(300).default(''),
  })
  .superRefine((contact, ctx) => {
    for (const field of ['phone', 'whatsapp'] as const)
      if (contact[field] && !checkRule('phone', contact[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: 'phone', params: { rule: 'phone' } });
    if (contact.email && !checkRule('email', contact.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email', params: { rule: 'email' } });
  });
export type StoreContact = z.infer<typeof storeContactSchema>;

export const storeSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  page_ids: z.array(z.number()),
  categories_count: z.number(),
  items_count: z.number(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeCreateSchema = z.object({
  name,
  page_ids: z.array(idSchema).max(100).default([]).describe('Pages that sell from this store (each of yours)'),
});

export const storeSettingsInputSchema = z.object({
  name,
  locales: z
    .array(storeLocale)
    .min(1)
    .max(storeLocales.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each language once' })
    .describe('The store’s languages, the first one its default'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217 code, e.g. SYP'),
  contact: storeContactSchema,
  order_form_id: idSchema.nullable().describe('One of your web-view templates, or null for the default fields'),
  page_ids: z.array(idSchema).max(100).describe('Your pages that sell from this store (a page sells from one store)'),
});
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>;

export const storeSettingsSchema = z.object({
  id: z.number(),
  name: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  contact: z.object({ phone: z.string(), whatsapp: z.string(), email: z.string(), address: z.string() }),
  order_form_id: z.number().nullable(),
  page_ids: z.array(z.number()),
  order_forms: z.array(z.object({ id: z.number(), name: z.string() })).describe('Your web-view templates'),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export type StoreCategory = {
  id: number;
  name: string;
  locales: { locale: string; name: string }[];
  parent_id: number | null;
  parent_name: string | null;
  items_count: number;
  level: number;
  position: number;
  subcategories: StoreCategory[];
};
export const storeCategorySchema: z.ZodType<StoreCategory> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string().describe('In the request’s language, else the store’s default'),
    locales: z.array(z.object({ locale: z.string(), name: z.string() })),
    parent_id: z.number().nullable(),
    parent_name: z.string().nullable(),
    items_count: z.number().describe('Items directly in this category'),
    level: z.number(),
    position: z.number(),
    subcategories: z.array(storeCategorySchema),
  }),
);

export const storeCategoryInputSchema = z.object({
  store_id: idSchema.describe('The store (required to create; an edit keeps its store)'),
  names: localizedTextsSchema.describe('Name per store language; the default language’s is required'),
  parent_id: idSchema.nullable().default(null).describe('A category of the same store, or null for the top'),
});
export type StoreCategoryInput = z.infer<typeof storeCategoryInputSchema>;

export const storeReorderSchema = z.object({
  parent_id: idSchema.nullable().default(null).describe('Categories: whose children are reordered (null: the top)'),
  ids: z.array(idSchema).min(1).max(1000).describe('Every id of the list in its new order'),
});

export const storeItemSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  category_id: z.number().nullable(),
  name: z.string().describe('In the request’s language, else the store’s default'),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  sell_price: z.number(),
  original_price: z.number().nullable(),
  stock_status: z.enum(storeStockStatuses),
  visible: z.boolean(),
  preparation_time: z.number().nullable(),
  preparation_unit: z.enum(storePreparationUnits).nullable(),
  main_image_url: z.string(),
  image_urls: z.array(z.string()),
  youtube_url: z.string().nullable(),
  position: z.number(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeItemListQuerySchema = z.object({
  category_id: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(storeItemsPerPageMax).default(50),
});

export const storeItemListSchema = z.object({
  items: z.array(storeItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  currency: z.string(),
});

export const storeItemInputSchema = z
  .object({
    store_id: idSchema.describe('The store (required to create; an edit keeps its store)'),
    category_id: idSchema.nullable().default(null),
    names: localizedTextsSchema,
    descriptions: localizedTextsSchema.default({}),
    sell_price: money,
    original_price: money.nullable().default(null).describe('Before a discount; shown struck through'),
    stock_status: z.enum(storeStockStatuses).default('in_stock'),
    visible: formBoolean.default(true),
    preparation_time: formNumber.pipe(z.number().int().min(0).max(100_000)).nullable().default(null),
    preparation_unit: z.enum(storePreparationUnits).nullable().default(null),
    youtube_url: z.string().trim().max(300).nullable().default(null),
    main_image_url: z
      .string()
      .max(1000)
      .nullable()
      .default(null)
      .describe('Set by the server from `main_image`, or an address this store already uploaded'),
    image_urls: z
      .array(z.string().max(1000))
      .max(storeItemMaxExtraImages)
      .default([])
      .describe('More pictures: addresses from POST /api/store/images/{storeId}'),
  })
  .superRefine((item, ctx) => {
    if (item.youtube_url && !isYoutubeUrl(item.youtube_url))
      specIssue(ctx, ['youtube_url'], 'The YouTube link must be valid', 'store-youtube-invalid');
    if (!item.main_image_url)
      specIssue(
        ctx,
        ['main_image'],
        'A product needs at least one image, and the main product image is required',
        'store-main-image-required',
      );
    if ((item.preparation_time === null) !== (item.preparation_unit === null))
      ctx.addIssue({
        code: 'custom',
        path: [item.preparation_time === null ? 'preparation_time' : 'preparation_unit'],
        message: 'required',
        params: { rule: 'required' },
      });
  });
export type StoreItemInput = z.infer<typeof storeItemInputSchema>;
