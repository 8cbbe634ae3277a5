import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { featureSlugs, pageStatuses } from './page-features.ts';
import { packageSummarySchema, personSummarySchema } from './pages.ts';
import { urlField } from './validation/zod.ts';

export const adminPageSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** A page's recorded Meta problems, as the admin sees them (cleared by `DELETE admin/pages/error-page/{id}`). */
export const adminPageErrorsSchema = z.object({
  token_invalid: z.boolean(),
  missing_permissions: z.array(z.string()),
  subscription_error: z.string().nullable(),
  subscription_refused_fields: z.array(z.string()),
  sending_paused_until: z.string().nullable(),
});

const adminSubjectFields = {
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(pageStatuses),
  owners: z.array(personSummarySchema),
  package: packageSummarySchema.nullable(),
  expires_at: z.string().nullable(),
  features: z.array(z.enum(featureSlugs)),
  blocked_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
};

export const adminPageSchema = z.object({
  ...adminSubjectFields,
  page_id: z.string().describe("Meta's page id"),
  domain: z.string().nullable(),
  referral: personSummarySchema.nullable(),
  last_login_at: z.string().nullable(),
  errors: adminPageErrorsSchema,
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminInstagramAccountSchema = z.object({
  ...adminSubjectFields,
  account_id: z.string().describe("Meta's Instagram user id"),
  username: z.string(),
  page_id: z.number().nullable(),
  login: z.enum(['facebook', 'instagram']),
  token_invalid: z.boolean(),
});
export type AdminInstagramAccount = z.infer<typeof adminInstagramAccountSchema>;

const ownersField = z.array(idSchema).min(1).max(20);
const expiryField = z.iso.datetime({ offset: true }).nullable();

/** What an admin may change on a page: every field is optional, only the sent ones change. */
export const adminPageUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    domain: urlField().max(253).nullable(),
    owners: ownersField,
    package_id: idSchema.nullable(),
    expires_at: expiryField,
    referral_id: idSchema.nullable(),
  })
  .partial();
export type AdminPageUpdate = z.infer<typeof adminPageUpdateSchema>;

export const adminInstagramUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    owners: ownersField,
    package_id: idSchema.nullable(),
    expires_at: expiryField,
    features: z.array(z.enum(featureSlugs)).max(featureSlugs.length),
  })
  .partial();
export type AdminInstagramUpdate = z.infer<typeof adminInstagramUpdateSchema>;

export const adminFeaturesUpdateSchema = z.object({
  features: z.array(z.enum(featureSlugs)).max(featureSlugs.length),
});

export const adminFeatureListSchema = z.array(z.object({ slug: z.enum(featureSlugs) }));

/** What a stop or a menu change did: how many things it changed (0: there was nothing to change). */
export const adminActionResultSchema = z.object({ changed: z.number() });
