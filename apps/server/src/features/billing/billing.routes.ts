import { billingEndpoints as endpoints } from '@app/contract';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { mediaTypeOf } from '../../platform/blobs/public-media.route.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { BillingService } from './billing.service.ts';

export function billingRoutes(
  router: EndpointRouter,
  { billing, blobs }: { billing: BillingService; blobs: BlobStore },
) {
  router.route(endpoints.packages, () => billing.listPackages(false));
  router.route(endpoints.adminPackages, () => billing.listPackages(true));
  router.route(endpoints.createPackage, ({ body, request }) => billing.createPackage(requireSession(request), body));
  router.route(endpoints.updatePackage, ({ params, body, request }) =>
    billing.updatePackage(requireSession(request), params.id, body),
  );
  router.route(endpoints.retirePackage, ({ params, request }) =>
    billing.retirePackage(requireSession(request), params.id),
  );
  router.route(endpoints.deletePackage, ({ params, request }) =>
    billing.deletePackage(requireSession(request), params.id),
  );
  router.route(endpoints.invoices, ({ query, request }) =>
    billing.ownerInvoices(requireSession(request).user.id, query),
  );
  router.route(endpoints.invoice, ({ params, request }) =>
    billing.ownerInvoice(requireSession(request).user.id, params.id),
  );
  // Never cached by a shared cache: the photo is the owner's and the admins' only.
  router.route(endpoints.invoiceReceipt, async ({ params, request, reply }) => {
    const key = await billing.receiptKey(requireSession(request), params.id);
    const photo = await blobs.get(key).catch(() => null);
    if (!photo) throw notFound();
    return reply.type(mediaTypeOf(key)).header('cache-control', 'private, no-store').send(photo);
  });
  router.route(endpoints.requestPageRenewal, ({ params, body, request }) =>
    billing.requestRenewal(requireSession(request).user.id, { kind: 'page', id: params.id }, body),
  );
  router.route(endpoints.requestInstagramRenewal, ({ params, body, request }) =>
    billing.requestRenewal(requireSession(request).user.id, { kind: 'instagram', id: params.id }, body),
  );
  router.route(endpoints.adminInvoices, ({ query }) => billing.allInvoices(query));
  router.route(endpoints.updateInvoiceStatus, ({ params, body, request }) =>
    billing.updateInvoiceStatus(requireSession(request), params.id, body),
  );
  router.route(endpoints.renewPage, ({ params, query, request }) =>
    billing.renewPage(requireSession(request), params.id, query),
  );
  router.route(endpoints.renewInstagramAccount, ({ params, query, request }) =>
    billing.renewInstagramAccount(requireSession(request), params.id, query),
  );
}
