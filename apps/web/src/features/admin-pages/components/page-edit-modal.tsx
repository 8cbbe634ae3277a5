import type { AdminPage, AdminPageUpdate } from '@app/contract';
import { Form, Input, InputNumber, Modal, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { fromPickerWallClock, toPickerWallClock } from '@/shared/time/business-time.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useUpdatePage } from '../api/admin-pages-api.ts';
import { UserSelect } from './user-select.tsx';

type Draft = {
  name: string;
  domain: string;
  owners: number[];
  packageId: number | null;
  expiresAt: Dayjs | null;
  referral: number[];
};

const draftOf = (page: AdminPage): Draft => ({
  name: page.name,
  domain: page.domain ?? '',
  owners: page.owners.map((owner) => owner.id),
  packageId: page.package?.id ?? null,
  expiresAt: page.expires_at ? toPickerWallClock(page.expires_at) : null,
  referral: page.referral ? [page.referral.id] : [],
});

/** Name, domain, owners, package, expiry (on the business clock) and referral agent; the server validates. */
export function PageEditModal({ page, onClose }: { page: AdminPage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  // Reset when the modal opens for a page, not when a refetch hands over a new copy of it (the admin's edits stay).
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if ((page?.id ?? null) !== openedFor) {
    setOpenedFor(page?.id ?? null);
    setDraft(page ? draftOf(page) : null);
    setFieldErrors({});
    setError(null);
  }

  const set = (values: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...values } : current));
  const save = async () => {
    if (!page || !draft) return;
    const body: AdminPageUpdate = {
      name: draft.name,
      domain: draft.domain.trim() || null,
      owners: draft.owners,
      package_id: draft.packageId,
      expires_at: draft.expiresAt ? fromPickerWallClock(draft.expiresAt) : null,
      referral_id: draft.referral[0] ?? null,
    };
    setError(null);
    try {
      await update.mutateAsync({ id: page.id, body });
      onClose();
    } catch (reason) {
      setFieldErrors(serverFieldErrors(reason) ?? {});
      setError(describeApiError(reason, t));
    }
  };
  const field = (name: string) =>
    fieldErrors[name] ? { validateStatus: 'error' as const, help: <span dir="auto">{fieldErrors[name]}</span> } : {};

  return (
    <Modal
      open={page !== null}
      title={t('adminPages.edit.title', { name: page?.name ?? '' })}
      okText={t('adminPages.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'page-edit-save' } as ButtonProps}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {page && draft ? (
        <Form layout="vertical" data-testid="page-edit-form">
          <Form.Item label={t('adminPages.columns.name')} {...field('name')}>
            <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} data-testid="edit-name" />
          </Form.Item>
          <Form.Item label={t('adminPages.columns.domain')} {...field('domain')}>
            <Input
              dir="ltr"
              value={draft.domain}
              placeholder="https://shop.example.com"
              onChange={(event) => set({ domain: event.target.value })}
              data-testid="edit-domain"
            />
          </Form.Item>
          <Form.Item label={t('adminPages.columns.owners')} {...field('owners')}>
            <UserSelect
              value={draft.owners}
              known={page.owners}
              onChange={(owners) => set({ owners })}
              testId="edit-owners"
            />
          </Form.Item>
          <Form.Item label={t('adminPages.edit.packageId')} {...field('package_id')}>
            <InputNumber
              min={1}
              value={draft.packageId}
              onChange={(value) => set({ packageId: value })}
              data-testid="edit-package"
            />
          </Form.Item>
          <Form.Item label={t('adminPages.columns.expiresAt')} {...field('expires_at')}>
            <BusinessDatePicker
              showTime
              value={draft.expiresAt}
              onChange={(value) => set({ expiresAt: value })}
              data-testid="edit-expiry"
            />
          </Form.Item>
          <Form.Item label={t('adminPages.columns.referral')} {...field('referral_id')}>
            <UserSelect
              single
              referralsOnly
              value={draft.referral}
              known={page.referral ? [page.referral] : []}
              onChange={(referral) => set({ referral })}
              testId="edit-referral"
            />
          </Form.Item>
          <ApiErrorAlert error={error} testId="page-edit-error" />
        </Form>
      ) : null}
    </Modal>
  );
}
