import { z } from 'zod';
import { orderRequestStatuses } from './order-requests.ts';

const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A day of the business time zone, YYYY-MM-DD');

/** The requests list's filters; `from` and `to` are whole days of the business time zone, both included. */
export const orderRequestListQuerySchema = z.object({
  status: z.enum(orderRequestStatuses).optional(),
  search: z.string().trim().max(100).optional().describe("The customer's name, the request number or an answer's text"),
  from: dayText.optional(),
  to: dayText.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderRequestListQuery = z.infer<typeof orderRequestListQuerySchema>;

/** The same filters for the CSV export, without paging. */
export const orderRequestExportQuerySchema = orderRequestListQuerySchema.omit({ page: true, limit: true });

const orderedItemSchema = z.object({
  item_id: z.number(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
});

export const orderRequestSummarySchema = z.object({
  id: z.number(),
  customer_name: z.string().nullable(),
  items: z.array(orderedItemSchema),
  total: z.number(),
  currency: z.string(),
  status: z.enum(orderRequestStatuses),
  created_at: z.string(),
});
export type OrderRequestSummary = z.infer<typeof orderRequestSummarySchema>;

export const orderRequestListSchema = z.object({
  data: z.array(orderRequestSummarySchema),
  total: z.number().describe('Requests matching the filters'),
  counts: z.record(z.enum(orderRequestStatuses), z.number()).describe('Per status, with the search and dates applied'),
});
export type OrderRequestList = z.infer<typeof orderRequestListSchema>;

/** Why the customer was not told of a change (null: told). */
export const orderCustomerNotToldReasons = [
  'outside-messaging-window',
  'page-cannot-send',
  'meta-refused',
  'no-conversation',
] as const;
export type OrderCustomerNotToldReason = (typeof orderCustomerNotToldReasons)[number];

export const orderRequestChangeSchema = z.object({
  id: z.number(),
  from_status: z.enum(orderRequestStatuses),
  to_status: z.enum(orderRequestStatuses),
  changed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  customer_told: z.boolean(),
  not_told_reason: z.enum(orderCustomerNotToldReasons).nullable(),
  created_at: z.string(),
});
export type OrderRequestChange = z.infer<typeof orderRequestChangeSchema>;

export const orderRequestSchema = orderRequestSummarySchema.extend({
  page_id: z.number(),
  customer_psid: z.string(),
  /** The customer's conversation in the inbox (null: not known). */
  conversation_id: z.number().nullable(),
  answers: z.array(z.object({ name: z.string(), title: z.string(), value: z.string() })),
  allowed_statuses: z.array(z.enum(orderRequestStatuses)),
  history: z.array(orderRequestChangeSchema),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderRequestUpdateSchema = z.object({
  status: z.enum(orderRequestStatuses),
  note: z.string().trim().max(500).optional(),
});
export type OrderRequestUpdate = z.infer<typeof orderRequestUpdateSchema>;
