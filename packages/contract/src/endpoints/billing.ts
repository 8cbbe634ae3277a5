import { z } from 'zod';
import {
  adminRenewQuerySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceStatusInputSchema,
  packageInputSchema,
  packageSchema,
  renewalRequestSchema,
  renewalResultSchema,
} from '../billing.ts';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import { emptyBody } from './common.ts';

const routes = apiRoutes.billing;
const tags = ['billing'];
const packageList = z.object({ data: z.array(packageSchema) });
const receipt = {
  description: 'A photo of the transfer receipt (private: served only to the owners and admins)',
  extensions: ['png', 'jpg', 'jpeg'] as const,
  private: true,
} as const;
const renewalRequest = {
  tags,
  description:
    'multipart/form-data with `package_id`, `months` (one of the package’s periods) and the `receipt` photo (png or jpg). Makes a pending invoice an admin confirms or rejects on /admin/receipts.',
  params: idParams,
  multipart: { fields: renewalRequestSchema, files: { receipt } },
  response: renewalResultSchema,
  errors: [401, 403, 404, 409, 413, 422],
} as const;
const adminRenewal = {
  tags,
  description: 'Renews at once for `months` of `package_id` (less `discount`) and records a paid invoice.',
  params: idParams,
  query: adminRenewQuerySchema,
  response: renewalResultSchema,
  errors: [401, 403, 404, 409, 422],
} as const;

export const billingEndpoints = {
  packages: defineEndpoint(routes.packages, {
    tags,
    summary: 'The packages an owner may renew on (retired ones left out)',
    response: packageList,
    errors: [401],
  }),
  adminPackages: defineEndpoint(routes.adminPackages, {
    tags,
    summary: 'Every package, retired ones too, with how many pages and accounts are on each',
    response: packageList,
    errors: [401, 403],
  }),
  createPackage: defineEndpoint(routes.createPackage, {
    tags,
    summary: 'Add a package',
    body: packageInputSchema,
    response: z.object({ package: packageSchema }),
    errors: [401, 403, 422],
  }),
  updatePackage: defineEndpoint(routes.updatePackage, {
    tags,
    summary: 'Change a package (pages on it get the new features and limits at their next renewal)',
    params: idParams,
    body: packageInputSchema,
    response: z.object({ package: packageSchema }),
    errors: [401, 403, 404, 422],
  }),
  retirePackage: defineEndpoint(routes.retirePackage, {
    tags,
    summary: 'Retire a package: no new subscription on it; pages on it keep it until they renew',
    params: idParams,
    body: emptyBody,
    response: z.object({ package: packageSchema }),
    errors: [401, 403, 404, 422],
  }),
  deletePackage: defineEndpoint(routes.deletePackage, {
    tags,
    summary: 'Delete a package no page, account or invoice uses (409 otherwise: retire it)',
    params: idParams,
    response: null,
    errors: [401, 403, 404, 409, 422],
  }),
  invoices: defineEndpoint(routes.invoices, {
    tags,
    summary: "The invoices of the caller's pages and Instagram accounts, newest first",
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
    errors: [401, 422],
  }),
  invoice: defineEndpoint(routes.invoice, {
    tags,
    summary: "One of the caller's invoices",
    params: idParams,
    response: z.object({ invoice: invoiceSchema }),
    errors: [401, 404, 422],
  }),
  requestPageRenewal: defineEndpoint(routes.requestPageRenewal, {
    ...renewalRequest,
    summary: 'Ask to renew a page, with the transfer receipt',
  }),
  requestInstagramRenewal: defineEndpoint(routes.requestInstagramRenewal, {
    ...renewalRequest,
    summary: 'Ask to renew an Instagram account, with the transfer receipt',
  }),
  invoiceReceipt: defineEndpoint(routes.invoiceReceipt, {
    tags,
    summary: "The transfer receipt's photo of an invoice, to its page's or account's owners and to admins",
    params: idParams,
    response: z.string().describe('The photo (image/png or image/jpeg)'),
    errors: [401, 403, 404, 422],
  }),
  adminInvoices: defineEndpoint(routes.adminInvoices, {
    tags,
    summary: 'Every invoice (receipts waiting first when filtered by status pending)',
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
    errors: [401, 403, 422],
  }),
  updateInvoiceStatus: defineEndpoint(routes.updateInvoiceStatus, {
    tags,
    summary: 'Confirm (paid: renews the page or account), reject (with a reason) or cancel an invoice',
    params: idParams,
    body: invoiceStatusInputSchema,
    response: renewalResultSchema,
    errors: [401, 403, 404, 409, 422],
  }),
  renewPage: defineEndpoint(routes.renewPage, { ...adminRenewal, summary: 'Renew a page directly' }),
  renewInstagramAccount: defineEndpoint(routes.renewInstagramAccount, {
    ...adminRenewal,
    summary: 'Renew an Instagram account directly',
  }),
};
