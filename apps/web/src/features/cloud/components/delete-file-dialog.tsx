import type { CloudFile, CloudFileUse } from '@app/contract/cloud';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { fetchFileUses, useDeleteFile } from '../cloud-api.ts';

function UseList({ uses }: { uses: CloudFileUse[] }) {
  const { t } = useTranslation();
  return (
    <ul className="cloud-uses" data-testid="cloud-uses">
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          {t(`cloud.use.${use.kind}`)}: <bdi>{use.label || `#${use.id}`}</bdi>
          {use.active ? <span className="cloud-use-active"> ({t('cloud.useActive')})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Deleting a file says first where it is used: refused while something running or scheduled uses it, else
 * confirmed with the list of what will lose it.
 */
export function DeleteFileDialog({ file, onClose }: { file: CloudFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFile();
  const [uses, setUses] = useState<CloudFileUse[] | null>(null);

  useEffect(() => {
    setUses(null);
    if (file) fetchFileUses(file.id).then(setUses, () => setUses([]));
  }, [file]);

  if (file && uses === null)
    return (
      <Modal open title={<bdi>{file.name}</bdi>} footer={null} onCancel={onClose}>
        <Spin />
      </Modal>
    );
  const blocked = uses?.some((use) => use.active) ?? false;
  if (file && blocked)
    return (
      <Modal open title={t('cloud.deleteTitle')} onCancel={onClose} onOk={onClose} cancelButtonProps={{ hidden: true }}>
        <Alert type="warning" showIcon message={t('cloud.inUseRefused')} data-testid="cloud-in-use" />
        <UseList uses={uses ?? []} />
      </Modal>
    );
  return (
    <ConfirmActionModal
      open={file !== null}
      title={t('cloud.deleteTitle')}
      okText={t('common.delete')}
      danger
      onConfirm={() => remove.mutateAsync(file!.id)}
      onClose={onClose}
      testId="cloud-delete-dialog"
    >
      <p>
        {t('cloud.deleteAsk')} <bdi>{file?.name}</bdi>
      </p>
      {uses && uses.length > 0 ? (
        <>
          <p>{t('cloud.deleteUsedBy')}</p>
          <UseList uses={uses} />
        </>
      ) : null}
    </ConfirmActionModal>
  );
}
