import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Select, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUploadFile } from '@/shared/upload/upload-checks.ts';
import { useUploadRejectionText } from '@/shared/upload/use-upload-rejection-text.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { usePackages, useRequestRenewal, type RenewalSubject } from '../api/billing-api.ts';
import { Money } from './money.tsx';

const receiptExtensions = ['png', 'jpg', 'jpeg'];

/** The owner picks a package and a period, attaches the transfer receipt's photo and sends it for an admin to check. */
export function RenewalFormModal({
  subject,
  name,
  open,
  onClose,
}: {
  subject: RenewalSubject;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const rejectionText = useUploadRejectionText();
  const packages = usePackages();
  const request = useRequestRenewal();
  const [packageId, setPackageId] = useState<number | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  const offered = packages.data?.data ?? [];
  const chosen = offered.find((item) => item.id === packageId) ?? null;

  useEffect(() => {
    if (!open) return;
    setError(null);
    setProblem(null);
  }, [open]);

  const submit = async () => {
    if (!chosen || !months || !receipt) {
      setProblem(t('billing.renewal.incomplete'));
      return;
    }
    try {
      await request.mutateAsync({ subject, packageId: chosen.id, months, receipt });
      notifier.success({ title: t('billing.renewal.sent') });
      setReceipt(null);
      onClose();
    } catch (caught) {
      setError(describeApiError(caught, t));
    }
  };

  return (
    <Modal
      open={open}
      title={t('billing.renewal.title', { name })}
      okText={t('billing.renewal.send')}
      cancelText={t('common.cancel')}
      onOk={submit}
      confirmLoading={request.isPending}
      onCancel={onClose}
      destroyOnHidden
      data-testid="renewal-form"
    >
      <Typography.Paragraph type="secondary">{t('billing.renewal.explain')}</Typography.Paragraph>
      <FormField label={t('billing.package')} htmlFor="renewal-package">
        <Select
          id="renewal-package"
          className="billing-select"
          value={packageId}
          loading={packages.isLoading}
          placeholder={t('billing.renewal.choosePackage')}
          onChange={(value: number) => {
            setPackageId(value);
            setMonths(offered.find((item) => item.id === value)?.periods[0] ?? null);
          }}
          options={offered.map((item) => ({ value: item.id, label: item.name }))}
          data-testid="renewal-package"
        />
      </FormField>
      <FormField label={t('billing.period')} htmlFor="renewal-months">
        <Select
          id="renewal-months"
          className="billing-select"
          value={months}
          disabled={!chosen}
          onChange={(value: number) => setMonths(value)}
          options={(chosen?.periods ?? []).map((value) => ({ value, label: t('billing.months', { count: value }) }))}
          data-testid="renewal-months"
        />
      </FormField>
      {chosen && months ? (
        <Alert
          type="info"
          className="billing-total"
          title={
            <span>
              {t('billing.renewal.total')} <Money amount={chosen.price * months} />
            </span>
          }
        />
      ) : null}
      <FormField label={t('billing.renewal.receipt')} htmlFor="renewal-receipt" error={problem ?? undefined}>
        <Upload
          id="renewal-receipt"
          accept=".png,.jpg,.jpeg"
          maxCount={1}
          fileList={receipt ? [{ uid: 'receipt', name: receipt.name, status: 'done' }] : []}
          onRemove={() => setReceipt(null)}
          beforeUpload={(file) => {
            const rejection = checkUploadFile(file, receiptExtensions);
            setProblem(rejection ? rejectionText(rejection) : null);
            if (!rejection) setReceipt(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="renewal-receipt">
            {t('billing.renewal.attach')}
          </Button>
        </Upload>
      </FormField>
      <ApiErrorAlert error={error} testId="renewal-error" />
    </Modal>
  );
}
