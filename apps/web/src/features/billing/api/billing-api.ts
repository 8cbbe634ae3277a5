import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceStatus, PackageInput } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { toMultipart } from '@/shared/api/multipart-body.ts';

const routes = apiRoutes.billing;
const packagesKey = ['billing', 'packages'] as const;
const invoicesKey = ['billing', 'invoices'] as const;

export const usePackages = () =>
  useQuery({ queryKey: [...packagesKey, 'offered'], queryFn: () => api(routes.packages) });
export const useAdminPackages = () =>
  useQuery({ queryKey: [...packagesKey, 'all'], queryFn: () => api(routes.adminPackages) });

function useInvalidating<Input, Output>(key: readonly string[], mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSavePackage = () =>
  useInvalidating(packagesKey, ({ id, input }: { id: number | null; input: PackageInput }) =>
    id === null
      ? api(routes.createPackage, { body: input })
      : api(routes.updatePackage, { params: { id }, body: input }),
  );
export const useRetirePackage = () =>
  useInvalidating(packagesKey, (id: number) => api(routes.retirePackage, { params: { id } }));
export const useDeletePackage = () =>
  useInvalidating(packagesKey, (id: number) => api(routes.deletePackage, { params: { id } }));

export type InvoicePaging = { status?: InvoiceStatus | undefined; page: number; limit: number };

export const useInvoices = (paging: InvoicePaging) =>
  useQuery({
    queryKey: [...invoicesKey, 'mine', paging],
    queryFn: () => api(routes.invoices, { query: paging }),
    placeholderData: keepPreviousData,
  });
export const useInvoice = (id: number) =>
  useQuery({
    queryKey: [...invoicesKey, 'one', id],
    queryFn: () => api(routes.invoice, { params: { id } }),
    retry: false,
  });
export const useAdminInvoices = (paging: InvoicePaging) =>
  useQuery({
    queryKey: [...invoicesKey, 'all', paging],
    queryFn: () => api(routes.adminInvoices, { query: paging }),
    placeholderData: keepPreviousData,
  });

export const useUpdateInvoiceStatus = () =>
  useInvalidating(
    invoicesKey,
    ({ id, status, reason }: { id: number; status: 'paid' | 'rejected' | 'cancelled'; reason?: string }) =>
      api(routes.updateInvoiceStatus, { params: { id }, body: { status, ...(reason ? { reason } : {}) } }),
  );

export type RenewalSubject = { kind: 'page' | 'instagram'; id: number };

export const useRequestRenewal = () =>
  useInvalidating(
    invoicesKey,
    ({
      subject,
      packageId,
      months,
      receipt,
    }: {
      subject: RenewalSubject;
      packageId: number;
      months: number;
      receipt: File;
    }) => {
      const form = toMultipart({ package_id: packageId, months });
      form.set('receipt', receipt);
      const route = subject.kind === 'page' ? routes.requestPageRenewal : routes.requestInstagramRenewal;
      return api(route, { params: { id: subject.id }, body: form as never });
    },
  );

/** An admin renews a page or account at once for a package's period (a paid invoice is made). */
export const useAdminRenew = () =>
  useInvalidating(
    invoicesKey,
    ({
      subject,
      packageId,
      months,
      discount,
    }: {
      subject: RenewalSubject;
      packageId: number;
      months: number;
      discount: number;
    }) => {
      const route = subject.kind === 'page' ? routes.renewPage : routes.renewInstagramAccount;
      return api(route, { params: { id: subject.id }, query: { package_id: packageId, months, discount } });
    },
  );
