import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { featureSlugs } from './page-features.ts';

/** The periods (months) a package may be offered for. */
export const billingPeriodMonths = [1, 2, 3, 6, 12, 24] as const;
const monthsSchema = z.coerce.number().int().min(1).max(24);
/** An amount in Syrian pounds, two decimals at most. */
const amountSchema = z.coerce.number().min(0).max(1_000_000_000).multipleOf(0.01);

export const packageSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number().describe('Syrian pounds a month'),
  features: z.array(z.enum(featureSlugs)),
  monthly_reply_limit: z.number().nullable().describe('Null: no limit'),
  storage_mb: z.number().nullable(),
  periods: z.array(z.number()).describe('Months it may be bought for'),
  retired: z.boolean(),
  /** Pages and Instagram accounts on it now. */
  in_use: z.number(),
});
export type Package = z.infer<typeof packageSchema>;

export const packageInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  price: amountSchema,
  features: z.array(z.enum(featureSlugs)).max(featureSlugs.length),
  monthly_reply_limit: z.coerce.number().int().min(1).max(10_000_000).nullable(),
  storage_mb: z.coerce.number().int().min(1).max(1_000_000).nullable(),
  periods: z.array(monthsSchema).min(1).max(12),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const invoiceStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSchema = z.object({
  id: z.number(),
  subject: z.enum(['page', 'instagram']),
  page: z.object({ id: z.number(), name: z.string() }).nullable(),
  instagram_account: z.object({ id: z.number(), name: z.string(), username: z.string() }).nullable(),
  package: z.object({ id: z.number().nullable(), name: z.string() }),
  months: z.number(),
  cost: z.number(),
  discount: z.number(),
  paid: z.number().describe('cost − discount'),
  commission: z.number().describe("The referral agent's share"),
  net: z.number(),
  status: z.enum(invoiceStatuses),
  receipt_url: z
    .string()
    .nullable()
    .describe("The receipt photo's API path (`/api/user/invoices/{id}/receipt`), read with the caller's token"),
  reject_reason: z.string().nullable(),
  subscribed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  requested_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  referral: z.object({ id: z.number(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  status: z.enum(invoiceStatuses).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const invoiceListSchema = z.object({ data: z.array(invoiceSchema), total: z.number() });

export const invoiceStatusInputSchema = z.object({
  status: z.enum(['paid', 'rejected', 'cancelled']),
  /** Required when rejecting: the owner reads it. */
  reason: z.string().trim().max(500).optional(),
});

/** An admin's direct renewal: a paid invoice at once. */
export const adminRenewQuerySchema = z.object({
  package_id: idSchema,
  months: monthsSchema,
  discount: amountSchema.default(0),
});

/** An owner's renewal request: the package, the period and the transfer receipt's photo. */
export const renewalRequestSchema = z.object({
  package_id: idSchema,
  months: monthsSchema,
  receipt_url: z.string().describe('Set by the server: the private key of the stored `receipt`'),
});

export const renewalResultSchema = z.object({ invoice: invoiceSchema });
