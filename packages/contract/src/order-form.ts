import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { orderQuantityRange } from './order-form-answers.ts';
import { orderFormFieldTypes } from './order-form-rules.ts';

/** The web view's signed link token (`<link id>.<expiry>.<signature>`); the server checks it, this only bounds it. */
export const orderLinkTokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(120)
    .describe("The signed token of the product card's Order button: which page, customer and items"),
});

export const orderFormQuerySchema = z.object({
  lang: z
    .string()
    .max(10)
    .optional()
    .describe("One of the store's languages; without it the browser's Accept-Language, else the store's first"),
});

/** Made once per form shown; a second submit with the same key answers the first request. */
export const submissionKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

const orderFormFieldSchema = z.object({
  title: z.string(),
  name: z.string(),
  placeholder: z.string(),
  type: z.enum(orderFormFieldTypes),
  options: z.array(z.string()),
  required: z.boolean(),
});

export const orderFormSchema = z.object({
  locale: z.string().describe("The language the names and the form are shown in (one of the store's)"),
  direction: z.enum(['rtl', 'ltr']),
  page: z.object({ name: z.string(), picture: z.string().nullable() }),
  store: z.object({
    name: z.string(),
    currency: z.string(),
    contact: z.record(z.string(), z.string()),
    locales: z.array(z.string()),
  }),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
      price: z.number(),
      original_price: z.number().nullable(),
      image_url: z.string(),
      in_stock: z.boolean(),
    }),
  ),
  fields: z.array(orderFormFieldSchema),
  submission_key: z.string().describe('A fresh key for this form: send it back with the order'),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

export const orderSubmissionBodySchema = z.object({
  submission_key: z.string().regex(submissionKeyPattern),
  items: z
    .array(
      z.object({
        id: idSchema,
        quantity: z.number().int().min(orderQuantityRange.min).max(orderQuantityRange.max),
      }),
    )
    .min(1)
    .max(10)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Each item once')
    .describe("The link's items ordered, each once with its quantity"),
  answers: z
    .record(z.string().max(64), z.string().max(4000))
    .describe("The form's answers by field name")
    .refine((answers) => Object.keys(answers).length <= 50),
  locale: z
    .string()
    .max(16)
    .optional()
    .describe(
      "The language the form was shown in (the form's `locale`): the customer's Messenger messages about the order use it",
    ),
});
export type OrderSubmissionBody = z.infer<typeof orderSubmissionBodySchema>;

export const orderSubmissionSchema = z.object({
  request_id: z.number().describe("The request's number, shown to the customer"),
  total: z.number(),
  currency: z.string(),
  already_sent: z.boolean().describe('True when this form had been sent before: the first request is answered'),
});
export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;
