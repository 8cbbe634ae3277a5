import { InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminPackages, useAdminRenew, type RenewalSubject } from '@/features/billing/index.ts';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { adminPagesKey } from '../api/admin-pages-api.ts';

/** The admin renews a page or account at once: a package still offered, one of its periods, a discount if any. */
export function RenewModal({
  subject,
  name,
  onClose,
}: {
  subject: RenewalSubject | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const packages = useAdminPackages();
  const renew = useAdminRenew();
  const [packageId, setPackageId] = useState<number | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  const [discount, setDiscount] = useState(0);
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  const offered = (packages.data?.data ?? []).filter((item) => !item.retired);
  const chosen = offered.find((item) => item.id === packageId) ?? null;

  useEffect(() => {
    if (subject) setError(null);
  }, [subject]);

  const submit = async () => {
    if (!subject || !chosen || !months) {
      setError({ title: t('adminPages.renew.incomplete'), details: [] });
      return;
    }
    try {
      const { invoice } = await renew.mutateAsync({ subject, packageId: chosen.id, months, discount });
      await queryClient.invalidateQueries({ queryKey: adminPagesKey });
      notifier.success({
        title: t('adminPages.renew.done', {
          name,
          until: invoice.expires_at ? formatDateTime(invoice.expires_at) : '',
        }),
      });
      onClose();
    } catch (caught) {
      setError(describeApiError(caught, t));
    }
  };

  return (
    <Modal
      open={subject !== null}
      title={t('adminPages.renew.title', { name })}
      okText={t('adminPages.actions.renew')}
      cancelText={t('common.cancel')}
      onOk={submit}
      confirmLoading={renew.isPending}
      onCancel={onClose}
      destroyOnHidden
      data-testid="admin-renew-form"
    >
      <FormField label={t('adminPages.renew.package')} htmlFor="admin-renew-package">
        <Select
          id="admin-renew-package"
          data-testid="admin-renew-package"
          className="admin-renew-select"
          value={packageId}
          loading={packages.isLoading}
          options={offered.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(value: number) => {
            setPackageId(value);
            setMonths(offered.find((item) => item.id === value)?.periods[0] ?? null);
          }}
        />
      </FormField>
      <FormField label={t('adminPages.renew.months')} htmlFor="admin-renew-months">
        <Select
          id="admin-renew-months"
          data-testid="admin-renew-months"
          className="admin-renew-select"
          value={months}
          disabled={!chosen}
          options={(chosen?.periods ?? []).map((count) => ({
            value: count,
            label: t('adminPages.renew.monthCount', { count }),
          }))}
          onChange={(value: number) => setMonths(value)}
        />
      </FormField>
      <FormField label={t('adminPages.renew.discount')} htmlFor="admin-renew-discount">
        <InputNumber
          id="admin-renew-discount"
          min={0}
          value={discount}
          onChange={(value) => setDiscount(value ?? 0)}
          className="admin-renew-select"
        />
      </FormField>
      <ApiErrorAlert error={error} testId="admin-renew-error" />
    </Modal>
  );
}
