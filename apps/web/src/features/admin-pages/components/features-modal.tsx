import type { FeatureSlug } from '@app/contract';
import { Checkbox, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useAdminFeatureList } from '../api/admin-pages-api.ts';

type FeaturesModalProps = {
  target: { name: string; features: FeatureSlug[] } | null;
  onSave: (features: FeatureSlug[]) => Promise<unknown>;
  onClose: () => void;
};

/** The features a page or account has (likes, comments, reply, poster, store, bot), chosen from the server's list. */
export function FeaturesModal({ target, onSave, onClose }: FeaturesModalProps) {
  const { t } = useTranslation();
  const list = useAdminFeatureList();
  const [chosen, setChosen] = useState<FeatureSlug[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  // Reset when the modal opens for a page, not when a refetch hands over a new copy of the same page (that would
  // drop what the admin just ticked).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = target ? target.name : null;
  if (key !== openedFor) {
    setOpenedFor(key);
    setChosen(target?.features ?? []);
    setError(null);
  }

  const save = async () => {
    setPending(true);
    try {
      await onSave(chosen);
      onClose();
    } catch (reason) {
      setError(describeApiError(reason, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('adminPages.features.title', { name: target?.name ?? '' })}
      okText={t('adminPages.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'features-save' } as ButtonProps}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Checkbox.Group
        value={chosen}
        onChange={(values) => setChosen(values as FeatureSlug[])}
        data-testid="features-choice"
        options={(list.data ?? []).map(({ slug }) => ({ value: slug, label: t(`adminPages.feature.${slug}`) }))}
      />
      <ApiErrorAlert error={error} testId="features-error" />
    </Modal>
  );
}
